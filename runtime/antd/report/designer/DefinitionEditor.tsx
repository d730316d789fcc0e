// The design tab of the report designer: every part of a definition as choices over the model's
// properties (the catalog), so a definition cannot name a property that does not exist; what the server
// still refuses (an alias equal to a property, say) shows under the preview with its path.
import { Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CatalogField } from '../reportApi';
import { REPORT_NS } from '../locales';
import {
  AGGREGATE_FNS,
  CHART_TYPES,
  FILTER_OPS,
  fixedValue,
  freshAlias,
  isGrouped,
  MAX_LIMIT,
  outputNames,
  valueText,
  type Draft,
  type DraftAggregate,
  type DraftFilter,
  type DraftSort,
} from './definitionDraft';
import { Rows, Section } from './EditorParts';

export interface DefinitionEditorProps {
  draft: Draft;
  fields: readonly CatalogField[];
  onChange: (draft: Draft) => void;
  disabled?: boolean;
}

const wide = { minWidth: 180, flex: 1 };

/**
 * The structured editor of one definition.
 *
 * @example
 * <DefinitionEditor draft={draft} fields={model.fields} onChange={setDraft} />
 */
export function DefinitionEditor({ draft, fields, onChange, disabled }: DefinitionEditorProps) {
  const { t } = useTranslation(REPORT_NS);
  const set = (part: Partial<Draft>) => onChange({ ...draft, ...part });
  const byName = new Map(fields.map((f) => [f.name, f]));
  const fieldOptions = (keep: (f: CatalogField) => boolean = () => true) =>
    fields.filter(keep).map((f) => ({ value: f.name, label: `${f.label} (${f.name})` }));
  const grouped = isGrouped(draft);
  const aggregateLabels = new Map(draft.aggregates.map((a) => [a.as, a.label]));
  const outputs = outputNames(draft).map((name) => {
    const label = byName.get(name)?.label ?? aggregateLabels.get(name);
    return { value: name, label: label ? `${label} (${name})` : name };
  });
  const common = { disabled, showSearch: true, optionFilterProp: 'label' as const };
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      {!grouped && (
        <Section title={t('columns')}>
          <Select
            {...common}
            mode="multiple"
            aria-label={t('columns')}
            style={{ width: '100%' }}
            options={fieldOptions()}
            value={draft.columns.map((c) => c.field)}
            onChange={(names: string[]) =>
              set({
                columns: names.map((field) => draft.columns.find((c) => c.field === field) ?? { field }),
              })
            }
          />
        </Section>
      )}
      <Section title={t('groupBy')}>
        <Select
          {...common}
          mode="multiple"
          aria-label={t('groupBy')}
          style={{ width: '100%' }}
          options={fieldOptions((f) => f.type !== 'array')}
          value={draft.groupBy}
          onChange={(groupBy: string[]) => set({ groupBy })}
        />
      </Section>
      <Rows<DraftAggregate>
        title={t('aggregates')}
        rows={draft.aggregates}
        disabled={disabled}
        onChange={(aggregates) => set({ aggregates })}
        create={() => ({ fn: 'count', as: freshAlias(draft, 'count', fields) })}
        render={(row, put, i) => (
          <>
            <Select
              {...common}
              aria-label={`${t('aggregateFn')} ${i + 1}`}
              style={{ width: 110 }}
              options={AGGREGATE_FNS.map((fn) => ({ value: fn, label: t(`fn_${fn}`) }))}
              value={row.fn}
              onChange={(fn) => put({ ...row, fn, ...(fn === 'count' ? {} : { field: row.field }) })}
            />
            <Select
              {...common}
              allowClear={row.fn === 'count'}
              aria-label={`${t('aggregateField')} ${i + 1}`}
              style={wide}
              placeholder={row.fn === 'count' ? t('anyRow') : undefined}
              options={fieldOptions((f) =>
                row.fn === 'sum' || row.fn === 'avg' ? f.numeric : f.type !== 'array',
              )}
              value={row.field}
              onChange={(field?: string) => put({ ...row, field })}
            />
            <Input
              aria-label={`${t('aggregateAs')} ${i + 1}`}
              placeholder={t('aggregateAs')}
              style={{ width: 110 }}
              disabled={disabled}
              value={row.as}
              onChange={(e) => put({ ...row, as: e.target.value })}
            />
            <Input
              aria-label={`${t('aggregateLabel')} ${i + 1}`}
              placeholder={t('aggregateLabel')}
              style={{ width: 120 }}
              disabled={disabled}
              value={row.label ?? ''}
              onChange={(e) => put({ ...row, label: e.target.value || undefined })}
            />
          </>
        )}
      />
      <Rows<DraftFilter>
        title={t('filters')}
        rows={draft.filters}
        disabled={disabled}
        onChange={(filters) => set({ filters })}
        create={() => ({ field: fields[0]?.name ?? '', op: 'eq' })}
        render={(row, put, i) => (
          <>
            <Select
              {...common}
              aria-label={`${t('filterField')} ${i + 1}`}
              style={wide}
              options={fieldOptions()}
              value={row.field}
              onChange={(field: string) => put({ ...row, field, value: undefined })}
            />
            <Select
              {...common}
              aria-label={`${t('filterOp')} ${i + 1}`}
              style={{ width: 110 }}
              options={FILTER_OPS.filter((op) => op !== 'like' || byName.get(row.field)?.text).map((op) => ({
                value: op,
                label: t(`op_${op}`),
              }))}
              value={row.op}
              onChange={(op) => put({ ...row, op })}
            />
            <Input
              key={`${row.field}:${row.op}`}
              aria-label={`${t('filterValue')} ${i + 1}`}
              placeholder={t('filterValue')}
              style={wide}
              disabled={disabled}
              defaultValue={valueText(row.value)}
              onChange={(e) =>
                put({
                  ...row,
                  value: fixedValue(row.op, e.target.value, byName.get(row.field)?.numeric ?? false),
                })
              }
            />
          </>
        )}
      />
      <Rows<DraftSort>
        title={t('sort')}
        rows={draft.sort}
        disabled={disabled}
        onChange={(sort) => set({ sort })}
        create={() => ({ field: outputNames(draft)[0] ?? '', order: 'asc' })}
        render={(row, put, i) => (
          <>
            <Select
              {...common}
              aria-label={`${t('sort')} ${i + 1}`}
              style={wide}
              options={grouped ? outputs : fieldOptions()}
              value={row.field}
              onChange={(field: string) => put({ ...row, field })}
            />
            <Select
              {...common}
              aria-label={`${t('sort')} ${i + 1} ${t('asc')}/${t('desc')}`}
              style={{ width: 110 }}
              options={[
                { value: 'asc', label: t('asc') },
                { value: 'desc', label: t('desc') },
              ]}
              value={row.order}
              onChange={(order) => put({ ...row, order })}
            />
          </>
        )}
      />
      <Section title={t('chartType')}>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Select
            {...common}
            aria-label={t('chartType')}
            style={{ width: 120 }}
            options={[
              { value: '', label: t('noChart') },
              ...CHART_TYPES.map((type) => ({ value: type, label: t(type) })),
            ]}
            value={draft.chart?.type ?? ''}
            onChange={(type: string) => {
              const names = outputNames(draft);
              onChange(
                type === ''
                  ? { ...draft, chart: undefined }
                  : {
                      ...draft,
                      chart: {
                        type: type as (typeof CHART_TYPES)[number],
                        x: draft.chart?.x ?? names[0] ?? '',
                        y: draft.chart?.y ?? names[names.length - 1] ?? '',
                      },
                    },
              );
            }}
          />
          {draft.chart && (
            <>
              <Select
                {...common}
                aria-label={t('chartX')}
                placeholder={t('chartX')}
                style={wide}
                options={outputs}
                value={draft.chart.x}
                onChange={(x: string) => set({ chart: { ...draft.chart!, x } })}
              />
              <Select
                {...common}
                aria-label={t('chartY')}
                placeholder={t('chartY')}
                style={wide}
                options={outputs}
                value={draft.chart.y}
                onChange={(y: string) => set({ chart: { ...draft.chart!, y } })}
              />
            </>
          )}
        </div>
      </Section>
      <Section title={t('limit')}>
        <InputNumber
          aria-label={t('limit')}
          min={1}
          max={MAX_LIMIT}
          placeholder="1000"
          disabled={disabled}
          value={draft.limit}
          onChange={(limit) => set({ limit: limit ?? undefined })}
        />
      </Section>
    </div>
  );
}
