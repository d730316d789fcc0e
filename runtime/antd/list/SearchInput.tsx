import { Input, Select } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelField, SearchField } from '../../render/schemaLite';
import { SCHEMA_NS } from '../../render/locales';
import type { TextResolver } from '../../render/schema/text';
import { DictSelect } from '../fields/DictSelect';
import type { RemoteSelectProps } from '../fields/RemoteSelect';

// Heavier inputs load only for lists that search such fields.
const RangeSearch = lazy(() => import('./RangeSearch'));
const UserPicker = lazy(() => import('../fields/UserPicker'));
const DeptTreeSelect = lazy(() => import('../fields/DeptTreeSelect'));
const RemoteSelect = lazy(() => import('../fields/RemoteSelect'));

export interface SearchInputProps {
  search: SearchField;
  def?: ModelField;
  label: string;
  tx: TextResolver;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/**
 * The input of one search field, by its widget, operator and property: dictionaries as selects (several
 * values for `in`), date ranges for `between` on dates, number ranges, references (users, departments,
 * or any list endpoint through `RemoteSelect` and its `props`), or text.
 *
 * @example
 * <Form.Item name="status"><SearchInput search={{ field: 'status' }} def={def} label="状态" tx={tx} /></Form.Item>
 */
export function SearchInput(props: SearchInputProps) {
  return (
    <Suspense fallback={<Input disabled style={{ width: '100%' }} />}>
      <SearchControl {...props} />
    </Suspense>
  );
}

function SearchControl({ search, def, label, tx, value, onChange, id }: SearchInputProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const op = search.op ?? 'eq';
  const widget = search.widget;
  const placeholder = t('list.inputPlaceholder', { label });
  const pick = t('list.selectPlaceholder', { label });
  const common = { id, style: { width: '100%' } };
  const dictCode = typeof search.props?.dictCode === 'string' ? search.props.dictCode : def?.['x-dict'];
  if (dictCode || widget === 'DictSelect') {
    return (
      <DictSelect
        {...common}
        dictCode={dictCode ?? ''}
        mode={op === 'in' ? 'multiple' : undefined}
        placeholder={pick}
        value={value as string}
        onChange={onChange}
      />
    );
  }
  const options = def?.['x-options']?.map((o) => ({ value: o.value, label: tx(o.label, String(o.value)) }));
  const booleans = def?.type === 'boolean' && [
    { value: 'true', label: t('list.yes') },
    { value: 'false', label: t('list.no') },
  ];
  if (options || booleans) {
    return (
      <Select
        {...common}
        allowClear
        mode={op === 'in' ? 'multiple' : undefined}
        placeholder={pick}
        options={options ?? (booleans || [])}
        value={value as string}
        onChange={onChange}
      />
    );
  }
  if (widget === 'UserPicker' || def?.['x-ref']?.model === 'sys_user') {
    return <UserPicker {...common} value={value as string} onChange={onChange} />;
  }
  if (widget === 'DeptTreeSelect' || def?.['x-ref']?.model === 'sys_depart') {
    return <DeptTreeSelect {...common} placeholder={pick} value={value as string} onChange={onChange} />;
  }
  // A reference to a business model (a project's partner): its choices from the list endpoint the
  // search field's props name, as forms pick it.
  if (widget === 'RemoteSelect' && typeof search.props?.url === 'string') {
    return (
      <RemoteSelect
        {...common}
        {...(search.props as Omit<RemoteSelectProps, 'value' | 'onChange'>)}
        multiple={op === 'in'}
        placeholder={pick}
        value={value as string}
        onChange={onChange}
      />
    );
  }
  const isDate = def?.format === 'date' || def?.format === 'datetime';
  const isNumber = def?.type === 'integer' || def?.type === 'number';
  const range = op === 'between' || widget === 'DateRange' || widget === 'DateTimeRange';
  if (isDate || isNumber) {
    const kind = isDate
      ? range
        ? widget === 'DateTimeRange'
          ? 'dateTimeRange'
          : 'dateRange'
        : 'date'
      : range
        ? 'numberRange'
        : 'number';
    return (
      <RangeSearch
        kind={kind}
        id={id}
        placeholder={isDate ? pick : placeholder}
        value={value}
        onChange={onChange}
      />
    );
  }
  return (
    <Input
      {...common}
      allowClear
      placeholder={placeholder}
      value={value as string}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
