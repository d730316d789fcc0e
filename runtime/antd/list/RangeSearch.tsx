import { DatePicker, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseNumber } from '../../render/list/format';
import { SCHEMA_NS } from '../../render/locales';

type Pair = [string | null | undefined, string | null | undefined];

// String mode: what is typed is what is searched; the separators are only shown.
const numberProps = {
  stringMode: true,
  formatter: (v: string | undefined) => formatNumber(v),
  parser: (v: string | undefined) => parseNumber(v),
};

export interface RangeSearchProps {
  /** `date`: a day, `dateRange` / `dateTimeRange`: two dates, `number` / `numberRange`: one or two numbers. */
  kind: 'date' | 'dateRange' | 'dateTimeRange' | 'number' | 'numberRange';
  placeholder?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/**
 * The date and number inputs of search forms, in their own chunk (date pickers and number inputs are
 * loaded only by lists that search such fields).
 *
 * @example
 * <RangeSearch kind="dateRange" value={range} onChange={setRange} />
 */
export default function RangeSearch({ kind, placeholder, value, onChange, id }: RangeSearchProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const style = { width: '100%' };
  if (kind === 'dateRange' || kind === 'dateTimeRange') {
    return (
      <DatePicker.RangePicker
        id={id}
        style={style}
        showTime={kind === 'dateTimeRange'}
        placeholder={[t('list.rangeStart'), t('list.rangeEnd')]}
        value={value as never}
        onChange={onChange}
      />
    );
  }
  if (kind === 'date') {
    return (
      <DatePicker
        id={id}
        style={style}
        placeholder={placeholder}
        value={value as never}
        onChange={onChange}
      />
    );
  }
  if (kind === 'numberRange') {
    const pair = (Array.isArray(value) ? value : [undefined, undefined]) as Pair;
    return (
      <Space.Compact id={id} style={style}>
        <InputNumber<string>
          {...numberProps}
          placeholder={t('list.rangeStart')}
          value={pair[0]}
          onChange={(v) => onChange?.([v, pair[1]])}
        />
        <InputNumber<string>
          {...numberProps}
          placeholder={t('list.rangeEnd')}
          value={pair[1]}
          onChange={(v) => onChange?.([pair[0], v])}
        />
      </Space.Compact>
    );
  }
  return (
    <InputNumber<string>
      {...numberProps}
      id={id}
      style={style}
      placeholder={placeholder}
      value={value as string}
      onChange={onChange}
    />
  );
}
