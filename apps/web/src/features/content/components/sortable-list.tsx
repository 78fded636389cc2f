import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type ScreenReaderInstructions,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

const instructions: ScreenReaderInstructions = {
  draggable:
    'Para mover este elemento, pulsa la barra espaciadora o Intro, usa las flechas arriba y ' +
    'abajo para cambiar su posición y pulsa de nuevo la barra espaciadora o Intro para ' +
    'soltarlo. Escape cancela.',
};

export interface SortableListProps<T extends { id: number }> {
  items: readonly T[];
  /** The name of an item, for the screen-reader announcements. */
  nameOf: (item: T) => string;
  /** The list in its new order, after a drop that moved something. */
  onReorder: (items: T[]) => void;
  children: (item: T) => ReactNode;
}

/**
 * A vertical list reordered by dragging its handles with the mouse or touch, or with the
 * keyboard (dnd-kit's keyboard sensor: space or enter, arrows, space or enter), with Spanish
 * announcements for screen readers.
 */
export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  onReorder,
  children,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const name = (id: string | number) => {
    const item = items.find((i) => i.id === id);
    return item ? nameOf(item) : '';
  };
  const position = (id: string | number) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Tomaste «${name(active.id)}», en la posición ${position(active.id)} de ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `«${name(active.id)}» pasa a la posición ${position(over.id)} de ${ids.length}.`
        : `«${name(active.id)}» está fuera de la lista.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Soltaste «${name(active.id)}» en la posición ${position(over.id)} de ${ids.length}.`
        : `Soltaste «${name(active.id)}» fuera de la lista.`,
    onDragCancel: ({ active }) => `Cancelaste el movimiento de «${name(active.id)}».`,
  };

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(Number(active.id));
    const to = ids.indexOf(Number(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      // The live region and the instructions go to the body: inside role="list" markup a status
      // region is a child a list may not have (axe: aria-required-children).
      accessibility={{
        announcements,
        screenReaderInstructions: instructions,
        container: typeof document === 'undefined' ? undefined : document.body,
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {items.map((item) => (
          <SortableItem key={item.id} id={item.id} label={`Mover «${nameOf(item)}»`}>
            {children(item)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

const HandleContext = createContext<ReactNode>(null);

/** The drag handle of the item it is rendered in; place it where the item's layout wants it. */
export function DragHandle() {
  return <>{useContext(HandleContext)}</>;
}

function SortableItem({ id, label, children }: { id: number; label: string; children: ReactNode }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      data-sortable-id={id}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </div>
  );
}
