// A table row dnd-kit can drag: antd's Table renders it for each body row (`components.body.row`),
// and its drag handle (the first cell's button) gets the listeners through a context.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';

type HandleProps = Record<string, unknown>;
const HandleContext = createContext<HandleProps>({});

/** The props a drag handle spreads: pointer and keyboard listeners, role and description. */
export function useDragHandle(): HandleProps {
  return useContext(HandleContext);
}

export function SortableRow(props: HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string }) {
  const id = props['data-row-key'] ?? '';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: '#fafafa' } : {}),
  };
  const handle = useMemo(
    () => ({ ref: setActivatorNodeRef, ...attributes, ...listeners }),
    [setActivatorNodeRef, attributes, listeners],
  );
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}
