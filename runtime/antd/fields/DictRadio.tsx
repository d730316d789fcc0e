import { Radio, Spin } from 'antd';
import type { FieldWidgetProps } from '../../render';
import {
  filterOptions,
  optionText,
  typedValue,
  useDictOptions,
  type DictFilterProps,
} from './useDictOptions';

export interface DictRadioProps extends FieldWidgetProps<string | number | undefined>, DictFilterProps {
  dictCode: string;
  numeric?: boolean;
  /** Buttons instead of round radios. */
  buttonStyle?: boolean;
}

/**
 * Radio buttons over a dictionary's options.
 *
 * @example
 * <DictRadio dictCode="dict_item_status" numeric value={1} onChange={setStatus} />
 */
export function DictRadio({
  dictCode,
  value,
  onChange,
  numeric,
  disabled,
  buttonStyle,
  ...filters
}: DictRadioProps) {
  const { options, loading } = useDictOptions(dictCode);
  if (loading) return <Spin size="small" />;
  return (
    <Radio.Group
      disabled={disabled}
      optionType={buttonStyle ? 'button' : 'default'}
      value={value === undefined || value === null ? undefined : String(value)}
      options={filterOptions(options, filters).map((o) => ({ value: String(o.value), label: optionText(o) }))}
      onChange={(event) => onChange?.(typedValue(String(event.target.value), numeric))}
    />
  );
}

export default DictRadio;
