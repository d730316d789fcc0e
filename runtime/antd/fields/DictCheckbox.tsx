import { Checkbox, Spin } from 'antd';
import type { FieldWidgetProps } from '../../render';
import {
  filterOptions,
  optionText,
  typedValue,
  useDictOptions,
  type DictFilterProps,
} from './useDictOptions';

export interface DictCheckboxProps
  extends FieldWidgetProps<(string | number)[] | string | undefined>, DictFilterProps {
  dictCode: string;
  numeric?: boolean;
}

/** A stored multi-value may arrive comma-joined; the checkboxes work on a list. */
function valuesOf(value: DictCheckboxProps['value']): string[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : String(value).split(',')).map(String);
}

/**
 * Checkboxes over a dictionary's options; the value is the list of checked values.
 *
 * @example
 * <DictCheckbox dictCode="case_type" value={['1', '3']} onChange={setTypes} />
 */
export function DictCheckbox({
  dictCode,
  value,
  onChange,
  numeric,
  disabled,
  ...filters
}: DictCheckboxProps) {
  const { options, loading } = useDictOptions(dictCode);
  if (loading) return <Spin size="small" />;
  return (
    <Checkbox.Group
      disabled={disabled}
      value={valuesOf(value)}
      options={filterOptions(options, filters).map((o) => ({ value: String(o.value), label: optionText(o) }))}
      onChange={(next) => onChange?.(next.map((v) => typedValue(String(v), numeric)))}
    />
  );
}

export default DictCheckbox;
