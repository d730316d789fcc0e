// The plain input widgets, as @formily/antd-v5 binds them to Formily fields (value, data source,
// read-pretty). Numbers show thousands separators (SPEC §9).
import {
  Checkbox,
  DatePicker,
  Input,
  NumberPicker as FormilyNumberPicker,
  Password,
  Radio,
  Select,
  Switch,
  TimePicker,
} from '@formily/antd-v5';
import type { ComponentProps } from 'react';
import { formatNumber, parseNumber } from '../../render/list/format';

type NumberPickerProps = ComponentProps<typeof FormilyNumberPicker>;

/**
 * A number input that shows thousands separators while keeping a plain number as its value.
 *
 * @example
 * <NumberPicker value={1234567} /> // shows 1,234,567
 */
export function NumberPicker(props: NumberPickerProps) {
  return (
    <FormilyNumberPicker
      formatter={(value) => formatNumber(value)}
      parser={(text) => parseNumber(text)}
      style={{ width: '100%' }}
      {...props}
    />
  );
}

/** Formily-bound widgets by registry name. */
export const FORMILY_WIDGETS = {
  Input,
  TextArea: Input.TextArea,
  Password,
  NumberPicker,
  Select,
  RadioGroup: Radio.Group,
  CheckboxGroup: Checkbox.Group,
  Switch,
  DatePicker,
  DateRange: DatePicker.RangePicker,
  TimePicker,
};

export type FormilyWidgetName = keyof typeof FORMILY_WIDGETS;
