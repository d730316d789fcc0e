// The fields table's columns: one inline editor per row property. Each cell edits its row through
// `edit(key, patch)`; a cell with a problem shows in error (the message, naming the field, is below).
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, InputNumber, Select, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FIELD_KINDS, hasLength } from './fieldKinds';
import type { FieldIssue } from './fieldChecks';
import type { FieldRow } from './fieldRows';
import { SEARCH_OPS, type SearchOp } from '../../../runtime/schema/types';
import type { ColumnContext } from './columnContext';
import { SourceCell } from './SourceCell';
import { useDragHandle } from './SortableRow';

function DragHandle({ label }: { label: string }) {
  const handle = useDragHandle();
  return (
    <Button
      size="small"
      type="text"
      icon={<HolderOutlined />}
      aria-label={label}
      style={{ cursor: 'grab' }}
      {...handle}
    />
  );
}

/** How a newly searched field matches: text by a part of it, the rest exactly (the default). */
function defaultOp(row: FieldRow): SearchOp | undefined {
  return row.kind === 'text' || row.kind === 'longText' ? 'like' : undefined;
}

/** The table's columns. */
export function fieldColumns(ctx: ColumnContext): ColumnsType<FieldRow> {
  const { t, edit, disabled } = ctx;
  const status = (row: FieldRow, column: FieldIssue['column']) =>
    ctx.issues.some((i) => i.key === row.key && i.column === column) ? ('error' as const) : undefined;
  const text = (
    key: 'name' | 'labelZh' | 'labelEn' | 'defaultValue' | 'checkRule' | 'dictCode' | 'foreignKey',
    width: number,
  ) =>
    function TextCell(_: unknown, row: FieldRow) {
      const locked = disabled || (row.readOnly && key === 'name');
      const column = key === 'name' || key === 'dictCode' || key === 'foreignKey' ? key : undefined;
      return (
        <Input
          size="small"
          style={{ width }}
          value={row[key]}
          disabled={locked}
          status={column ? status(row, column) : undefined}
          aria-label={`${row.name} ${t(`col.${key === 'defaultValue' ? 'default' : key}`)}`}
          onChange={(e) => edit(row.key, { [key]: e.target.value })}
        />
      );
    };
  const flag = (key: 'required' | 'unique' | 'inList' | 'inForm') =>
    function FlagCell(_: unknown, row: FieldRow) {
      return (
        <Checkbox
          checked={row[key] === true}
          disabled={disabled || row[key] === undefined || (row.readOnly && key !== 'inList')}
          onChange={(e) => edit(row.key, { [key]: e.target.checked })}
        />
      );
    };
  return [
    { key: 'drag', width: 36, render: () => <DragHandle label={t('drag')} /> },
    { key: 'name', title: t('col.name'), render: text('name', 130) },
    { key: 'labelZh', title: t('col.labelZh'), render: text('labelZh', 110) },
    { key: 'labelEn', title: t('col.labelEn'), render: text('labelEn', 110) },
    {
      key: 'kind',
      title: t('col.kind'),
      render: (_, row) => (
        <Select
          size="small"
          style={{ width: 120 }}
          value={row.kind}
          disabled={disabled || row.kind === 'other' || row.kind === 'children' || row.readOnly}
          options={(row.kind === 'other' || row.kind === 'children' ? [row.kind] : FIELD_KINDS).map((k) => ({
            value: k,
            label: t(`kind.${k}`),
          }))}
          onChange={(kind) =>
            edit(row.key, { kind, length: hasLength(kind) ? (row.length ?? 100) : undefined })
          }
        />
      ),
    },
    {
      key: 'length',
      title: t('col.length'),
      render: (_, row) =>
        hasLength(row.kind) ? (
          <InputNumber
            size="small"
            style={{ width: 80 }}
            value={row.length}
            disabled={disabled}
            status={status(row, 'length')}
            onChange={(v) => edit(row.key, { length: v ?? undefined })}
          />
        ) : null,
    },
    { key: 'required', title: t('col.required'), render: flag('required') },
    { key: 'unique', title: t('col.unique'), render: flag('unique') },
    { key: 'default', title: t('col.default'), render: text('defaultValue', 90) },
    {
      key: 'source',
      title: t('col.source'),
      render: (_, row) => <SourceCell row={row} ctx={ctx} status={status} />,
    },
    { key: 'checkRule', title: t('col.checkRule'), render: text('checkRule', 90) },
    { key: 'inList', title: t('col.inList'), render: flag('inList') },
    { key: 'inForm', title: t('col.inForm'), render: flag('inForm') },
    {
      key: 'inSearch',
      title: t('col.inSearch'),
      render: (_, row) => (
        <Space size={4}>
          <Checkbox
            checked={row.inSearch === true}
            disabled={disabled || row.inSearch === undefined}
            onChange={(e) =>
              edit(row.key, { inSearch: e.target.checked, searchOp: row.searchOp ?? defaultOp(row) })
            }
          />
          {row.inSearch && (
            <Select<SearchOp>
              size="small"
              style={{ width: 100 }}
              value={row.searchOp ?? 'eq'}
              disabled={disabled}
              options={SEARCH_OPS.map((op) => ({ value: op, label: t(`op.${op}`) }))}
              onChange={(searchOp) => edit(row.key, { searchOp })}
            />
          )}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('col.actions'),
      render: (_, row) => (
        <Space size={0}>
          <Tooltip title={t('up')}>
            <Button
              size="small"
              type="text"
              aria-label={t('up')}
              icon={<ArrowUpOutlined />}
              disabled={disabled}
              onClick={() => ctx.move(row.key, -1)}
            />
          </Tooltip>
          <Tooltip title={t('down')}>
            <Button
              size="small"
              type="text"
              aria-label={t('down')}
              icon={<ArrowDownOutlined />}
              disabled={disabled}
              onClick={() => ctx.move(row.key, 1)}
            />
          </Tooltip>
          <Tooltip title={t('remove')}>
            <Button
              size="small"
              type="text"
              danger
              aria-label={t('remove')}
              icon={<DeleteOutlined />}
              disabled={disabled || row.readOnly}
              onClick={() => ctx.remove(row.key)}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
}
