// A vertical list reordered by dragging a row's handle or from the keyboard (focus the handle, Space to
// pick the row up, arrow keys to move it, Space to drop, Escape to cancel), with announcements in the
// interface language.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_NS } from './locales';

export interface SortableRow {
  id: string;
  /** What the announcements and the handle's label call the row. */
  name: string;
  content: ReactNode;
  /** A row that stays where it is (it still marks a place others move around). */
  fixed?: boolean;
}

function Row({ row }: { row: SortableRow }) {
  const { t } = useTranslation(LAYOUT_NS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: row.id, disabled: row.fixed });
  return (
    <div
      ref={setNodeRef}
      data-row={row.id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '4px 0',
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      {row.fixed ? (
        <span style={{ width: 22 }} />
      ) : (
        <button
          type="button"
          ref={setActivatorNodeRef}
          aria-label={t('dragHandle', { name: row.name })}
          style={{ cursor: 'grab', border: 'none', background: 'none', padding: 2 }}
          {...attributes}
          {...listeners}
        >
          <HolderOutlined />
        </button>
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{row.content}</div>
    </div>
  );
}

/**
 * @example
 * <SortableRows rows={columns.map((c) => ({ id: c.field, name: c.field, content: c.field }))}
 *   onMove={(from, to) => setColumns(moveItem(columns, from, to))} />
 */
export function SortableRows({
  rows,
  onMove,
}: {
  rows: SortableRow[];
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation(LAYOUT_NS);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => rows.find((r) => r.id === id)?.name ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('announcePicked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('announceOver', { name: nameOf(active.id), other: nameOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('announceDropped', { name: nameOf(active.id), other: nameOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('announceCancelled', { name: nameOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === active.id);
    const to = rows.findIndex((r) => r.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('columnsHint') } }}
    >
      <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </SortableContext>
    </DndContext>
  );
}
