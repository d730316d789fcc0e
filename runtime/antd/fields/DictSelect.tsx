import { Select } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import type { FieldWidgetProps } from '../../render';
import {
  filterOptions,
  matchesText,
  optionText,
  typedValue,
  useDictOptions,
  type DictFilterProps,
} from './useDictOptions';

type DictValue = string | number | (string | number)[];

export interface DictSelectProps extends FieldWidgetProps<DictValue | undefined>, DictFilterProps {
  /** The dictionary code, e.g. `priority`. */
  dictCode: string;
  placeholder?: string;
  /** `multiple` for multi-value dictionary fields. */
  mode?: 'multiple';
  /** The field stores numbers (integer fields with a dictionary). */
  numeric?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
}

/**
 * A select over a dictionary's options, searchable case-insensitively by option text, with optional
 * filter and removal lists (SPEC §5).
 *
 * @example
 * <DictSelect dictCode="priority" value={value} onChange={setValue} excludeValues={['H']} />
 */
export function DictSelect({
  dictCode,
  value,
  onChange,
  mode,
  numeric,
  includeValues,
  excludeValues,
  allowClear = true,
  ...rest
}: DictSelectProps) {
  const { options, loading } = useDictOptions(dictCode);
  const items = useMemo(
    () =>
      filterOptions(options, { includeValues, excludeValues }).map((o) => ({
        value: String(o.value),
        label: optionText(o),
      })),
    [options, includeValues, excludeValues],
  );
  const shown =
    value === undefined || value === null || value === ''
      ? undefined
      : Array.isArray(value)
        ? value.map(String)
        : String(value);
  return (
    <Select
      {...rest}
      mode={mode}
      loading={loading}
      allowClear={allowClear}
      showSearch
      options={items}
      value={shown}
      filterOption={(input, option) => matchesText(input, String(option?.label ?? ''))}
      optionFilterProp="label"
      onChange={(next: string | string[] | undefined) =>
        onChange?.(
          next === undefined
            ? undefined
            : Array.isArray(next)
              ? next.map((v) => typedValue(v, numeric))
              : typedValue(next, numeric),
        )
      }
    />
  );
}

export default DictSelect;
