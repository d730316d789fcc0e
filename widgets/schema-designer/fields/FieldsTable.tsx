// The fields table (issue 19): one row per model property with inline editors, reordered by dragging
// a row's handle (pointer or keyboard: Space, arrows, Space) or with its up and down buttons; rows are
// added and removed here. Pure over its rows: the builder turns them into the JSON (fieldRows.ts).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Table } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldColumns } from './fieldColumns';
import type { FieldIssue } from './fieldChecks';
import { newRow, type FieldRow, type ModulePages } from './fieldRows';
import { FIELDS_NS } from './locales';
import { SortableRow } from './SortableRow';

export interface FieldsTableProps {
  rows: readonly FieldRow[];
  onChange: (rows: FieldRow[]) => void;
  /** Model names a reference or child table may point at. */
  models: readonly string[];
  issues: readonly FieldIssue[];
  /** Which pages new rows show in (list columns, search, form). */
  pages: ModulePages;
  disabled?: boolean;
}

/**
 * @example
 * <FieldsTable rows={rows} onChange={setRows} models={['sys_user']} issues={checkRows(rows, names)} pages={{ list: true, form: true }} />
 */
export function FieldsTable({ rows, onChange, models, issues, pages, disabled = false }: FieldsTableProps) {
  const { t } = useTranslation(FIELDS_NS);
  const seq = useRef(0);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (key: string) => rows.findIndex((r) => r.key === key);
  const moveTo = (from: number, to: number) => {
    if (from < 0 || to < 0 || to >= rows.length || from === to) return;
    onChange(arrayMove([...rows], from, to));
  };
  const columns = fieldColumns({
    t,
    models,
    issues,
    disabled,
    edit: (key, patch) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r))),
    move: (key, by) => moveTo(indexOf(key), indexOf(key) + by),
    remove: (key) => onChange(rows.filter((r) => r.key !== key)),
  });
  const add = (kind: 'text' | 'children') => {
    seq.current += 1;
    // Keys of rows added since the document was read must not collide with each other.
    let key = `new:${seq.current}`;
    while (rows.some((r) => r.key === key)) key = `new:${(seq.current += 1)}`;
    onChange([...rows, { ...newRow(kind, seq.current, pages), key }]);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) moveTo(indexOf(String(active.id)), indexOf(String(over.id)));
  };
  const messages = issues.map((issue) => {
    const row = rows.findIndex((r) => r.key === issue.key) + 1;
    return t(`issue.${issue.code}`, { field: issue.field, row });
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="fields-table">
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={rows.map((r) => r.key)} strategy={verticalListSortingStrategy}>
          <Table<FieldRow>
            size="small"
            rowKey="key"
            pagination={false}
            scroll={{ x: 'max-content' }}
            components={{ body: { row: SortableRow } }}
            columns={columns}
            dataSource={[...rows]}
          />
        </SortableContext>
      </DndContext>
      {!disabled && (
        <Space>
          <Button size="small" icon={<PlusOutlined />} onClick={() => add('text')}>
            {t('add')}
          </Button>
          <Button size="small" icon={<PlusOutlined />} onClick={() => add('children')}>
            {t('addChildren')}
          </Button>
        </Space>
      )}
      {messages.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="fields-issues"
          message={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {messages.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          }
        />
      )}
    </Space>
  );
}
