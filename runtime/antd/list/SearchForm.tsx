import { DownOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListPageSchema, ModelSchema } from '../../render/schemaLite';
import { searchDefaults } from '../../render/list/listQuery';
import { SCHEMA_NS } from '../../render/locales';
import { fieldOf } from '../../render/schema/fields';
import { fieldLabel, type TextResolver } from '../../render/schema/text';
import { SearchInput } from './SearchInput';

export interface SearchFormProps {
  page: ListPageSchema;
  model: ModelSchema;
  tx: TextResolver;
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
}

/** Search fields per row on wide screens. */
const PER_ROW = 4;

/**
 * The search form of a list page: one input per `search.fields` entry, Search and Reset, and a
 * More/Less toggle when more than `collapsedRows` rows of fields exist. A plain form (no antd Form):
 * the list's chunk stays small.
 *
 * @example
 * <SearchForm page={page} model={model} tx={tx} onSearch={list.search} onReset={list.reset} />
 */
export function SearchForm({ page, model, tx, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation(SCHEMA_NS);
  const { token } = theme.useToken();
  const fields = useMemo(() => page.search?.fields ?? [], [page.search]);
  const initial = useMemo(() => searchDefaults(page), [page]);
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [expanded, setExpanded] = useState(false);
  if (fields.length === 0) return null;
  const collapsedRows = page.search?.collapsedRows;
  // Collapsed, the buttons share the last row with the fields before them.
  const limit = collapsedRows !== undefined ? Math.max(collapsedRows * PER_ROW - 1, 1) : fields.length;
  const collapsible = fields.length > limit;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(values);
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={t('list.search')}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: '12px 16px',
        marginBottom: 16,
        alignItems: 'center',
      }}
    >
      {fields.map((search, i) => {
        const label = tx(search.label, fieldLabel(model, search.field, tx));
        const id = `search-${page.id}-${search.field}`;
        // Collapsed fields are not rendered until first shown (a date range loads its picker then);
        // values typed before collapsing again are kept in `values` and still apply.
        const hidden = collapsible && !expanded && i >= limit;
        if (hidden && values[search.field] === undefined) return null;
        return (
          <div key={search.field} style={{ display: hidden ? 'none' : 'flex', alignItems: 'center', gap: 8 }}>
            <label htmlFor={id} style={{ flex: '0 0 auto', color: token.colorText, whiteSpace: 'nowrap' }}>
              {label}:
            </label>
            <div style={{ flex: 1, minWidth: 0 }}>
              <SearchInput
                id={id}
                search={search}
                def={fieldOf(model, search.field)}
                label={label}
                tx={tx}
                value={values[search.field]}
                onChange={(value) => setValues((prev) => ({ ...prev, [search.field]: value }))}
              />
            </div>
          </div>
        );
      })}
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('list.search')}
        </Button>
        <Button
          onClick={() => {
            setValues(initial);
            onReset();
          }}
        >
          {t('list.reset')}
        </Button>
        {collapsible && (
          <Button type="link" onClick={() => setExpanded(!expanded)} style={{ paddingInline: 0 }}>
            {expanded ? t('list.collapse') : t('list.expand')} {expanded ? <UpOutlined /> : <DownOutlined />}
          </Button>
        )}
      </Space>
    </form>
  );
}
