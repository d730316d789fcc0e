// The list page's layout: its columns (order by drag or keyboard, display, width), its standard actions
// and its search fields. Every change writes the page at once through writeListLayout.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, InputNumber, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabel, useSchemaText } from '../../../runtime/render/schema/text';
import { modelFields } from '../../../runtime/schema/model';
import {
  COLUMN_DISPLAYS,
  SEARCH_OPS,
  type ListPageSchema,
  type ModelSchema,
  type SearchOp,
} from '../../../runtime/schema/types';
import { ActionToggles } from './ActionToggles';
import {
  moveItem,
  patchColumn,
  readListLayout,
  searchOpFor,
  setActionPermission,
  setColumnShown,
  setSearchField,
  toggleAction,
  writeListLayout,
  type ListLayout,
} from './listLayout';
import { LAYOUT_NS } from './locales';
import { SortableRows } from './SortableRows';
import type { ActionContext } from './standardActions';

/**
 * @example
 * <ListLayoutEditor page={list} model={model} context={context} onChange={setList} />
 */
export interface ListLayoutEditorProps {
  page: ListPageSchema;
  model: ModelSchema;
  context: ActionContext;
  onChange: (page: ListPageSchema) => void;
}

export function ListLayoutEditor({ page, model, context, onChange }: ListLayoutEditorProps) {
  const { t } = useTranslation(LAYOUT_NS);
  const tx = useSchemaText(page.i18n, model['x-i18n']);
  const layout = readListLayout(page, model);
  const change = (next: ListLayout) => onChange(writeListLayout(page, next));
  const label = (field: string) => fieldLabel(model, field, tx);
  const fields = Object.keys(modelFields(model));
  const options = (taken: string[]) =>
    fields.filter((f) => !taken.includes(f)).map((f) => ({ value: f, label: `${label(f)} (${f})` }));

  const rows = layout.columns.map((column) => ({
    id: column.field,
    name: label(column.field),
    content: (
      <Flex align="center" gap={6} wrap>
        <Typography.Text ellipsis style={{ width: 90 }}>
          {label(column.field)}
        </Typography.Text>
        <Tag style={{ width: 96, overflow: 'hidden', textOverflow: 'ellipsis' }}>{column.field}</Tag>
        <Select
          size="small"
          allowClear
          aria-label={`${label(column.field)} ${t('display')}`}
          placeholder={t('display')}
          value={column.display}
          style={{ width: 110 }}
          options={COLUMN_DISPLAYS.map((d) => ({ value: d, label: d }))}
          onChange={(display) => change(patchColumn(layout, column.field, { display }))}
        />
        <InputNumber
          size="small"
          min={40}
          max={800}
          aria-label={`${label(column.field)} ${t('width')}`}
          placeholder={t('width')}
          value={column.width}
          style={{ width: 80 }}
          onChange={(width) => change(patchColumn(layout, column.field, { width: width ?? undefined }))}
        />
        <Button
          size="small"
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`${t('remove')} ${label(column.field)}`}
          onClick={() => change(setColumnShown(layout, column.field, false))}
        />
      </Flex>
    ),
  }));

  return (
    <div data-testid="layout-list">
      <Typography.Title level={5}>{t('columns')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('columnsHint')}</Typography.Paragraph>
      <SortableRows
        rows={rows}
        onMove={(from, to) => change({ ...layout, columns: moveItem(layout.columns, from, to) })}
      />
      <Select
        size="small"
        value={null}
        placeholder={t('addColumn')}
        aria-label={t('addColumn')}
        style={{ width: 240, marginTop: 8 }}
        options={options(layout.columns.map((c) => c.field))}
        onChange={(field: string) => change(setColumnShown(layout, field, true))}
      />
      <Divider />
      <Typography.Title level={5}>{t('actions')}</Typography.Title>
      <ActionToggles
        actions={layout.actions}
        onToggle={(id, on) => change(toggleAction(layout, id, on, context))}
        onPermission={(id, code) => change(setActionPermission(layout, id, code))}
      />
      <Divider />
      <Typography.Title level={5}>{t('search')}</Typography.Title>
      <Flex vertical gap={6}>
        {layout.search.map((s) => (
          <Flex key={s.field} align="center" gap={6}>
            <Typography.Text style={{ minWidth: 90 }}>{label(s.field)}</Typography.Text>
            <Select
              size="small"
              aria-label={`${label(s.field)} ${t('op')}`}
              value={s.op ?? 'eq'}
              style={{ width: 110 }}
              options={SEARCH_OPS.map((op) => ({ value: op, label: op }))}
              onChange={(op: SearchOp) => change(setSearchField(layout, s.field, op))}
            />
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`${t('remove')} ${label(s.field)}`}
              onClick={() => change(setSearchField(layout, s.field, null))}
            />
          </Flex>
        ))}
      </Flex>
      <Select
        size="small"
        value={null}
        placeholder={t('addSearch')}
        aria-label={t('addSearch')}
        style={{ width: 240, marginTop: 8 }}
        options={options(layout.search.map((s) => s.field))}
        onChange={(field: string) =>
          change(setSearchField(layout, field, searchOpFor(modelFields(model)[field])))
        }
      />
    </div>
  );
}
