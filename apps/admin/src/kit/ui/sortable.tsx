import type { ReactNode } from 'react';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cx, ui } from '../../components';

/** The dnd-kit pieces the kit's reorderable lists (a form's children, an ordered resource) share. */
export { arrayMove } from '@dnd-kit/sortable';
export type { DragEndEvent, UniqueIdentifier };

type Key = UniqueIdentifier | undefined;

/** The small Up/Down/Remove buttons beside a reorderable row. */
export const smallButton = cx(ui.button, 'border border-slate-400 bg-white px-2 py-1 text-xs text-ink hover:bg-brand-50');

/** What a screen reader hears while a row is dragged, given a row's name and place by its key. */
export const moveAnnouncements = (label: (key: Key) => string, where: (key: Key) => string): Announcements => ({
  onDragStart: ({ active }) => `Picked up ${label(active.id)}, at ${where(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
  onDragOver: ({ active, over }) => (over ? `${label(active.id)} is over ${where(over.id)}.` : `${label(active.id)} is no longer over a place.`),
  onDragEnd: ({ active, over }) => (over ? `${label(active.id)} dropped at ${where(over.id)}.` : `${label(active.id)} dropped.`),
  onDragCancel: ({ active }) => `Moving cancelled. ${label(active.id)} stays at ${where(active.id)}.`,
});

/** A vertical list whose rows move by pointer or keyboard. */
export function SortableList({ keys, announcements, onDragEnd, children }: { keys: UniqueIdentifier[]; announcements: Announcements; onDragEnd: (e: DragEndEvent) => void; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * The row moved in the page; keep focus on the button that moved it (`${id}-up` or `${id}-down`),
 * or its twin at the ends.
 */
export const refocusMoveButton = (id: string, up: boolean) =>
  setTimeout(() => {
    const upButton = document.getElementById(`${id}-up`) as HTMLButtonElement | null;
    const downButton = document.getElementById(`${id}-down`) as HTMLButtonElement | null;
    const want = up ? upButton : downButton;
    (want && !want.disabled ? want : up ? downButton : upButton)?.focus();
  });

/** One sortable row: props for its `<li>`, and its drag handle. */
export function useSortableRow(id: UniqueIdentifier, busy: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: busy });
  return {
    rowProps: { ref: setNodeRef, style: { transform: CSS.Transform.toString(transform), transition } },
    draggingClass: isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-700',
    handle: (name: string, handleId?: string) => (
      <button
        ref={setActivatorNodeRef}
        id={handleId}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${name}`}
        className="cursor-grab touch-none rounded border border-slate-400 bg-white px-2 py-1 text-ink hover:bg-brand-50 active:cursor-grabbing"
      >
        <span aria-hidden="true">⠿</span>
      </button>
    ),
  };
}
