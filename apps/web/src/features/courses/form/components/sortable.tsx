import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { messages } from '@aula/shared';
import { GripVertical } from 'lucide-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/utils/cn';

const d = messages.courseContent.dragAndDrop;

interface SortableListProps {
  /** The items' stable keys, in order. */
  ids: readonly string[];
  /** How a screen reader names an item while it is dragged. */
  describe: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/**
 * A vertical list reordered by dragging a handle, with the mouse, touch or the keyboard
 * (space to pick up, arrows to move, space to drop), announced in Spanish.
 */
export function SortableList({ ids, describe, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so that a click on the handle is still a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier) => describe(String(id));
    const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
    const announcements: Announcements = {
      onDragStart: ({ active }) => d.pickedUp(name(active.id)),
      onDragOver: ({ active, over }) =>
        over ? d.over(name(active.id), position(over.id), ids.length) : undefined,
      onDragEnd: ({ active, over }) =>
        over ? d.dropped(name(active.id), position(over.id), ids.length) : d.cancelled(name(active.id)),
      onDragCancel: ({ active }) => d.cancelled(name(active.id)),
    };
    return { announcements, screenReaderInstructions: { draggable: d.instructions } };
  }, [describe, ids]);

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids as string[]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

type HandleProps = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

const HandleContext = createContext<HandleProps | null>(null);

/**
 * One item of a SortableList. Its content is passed as children so that, while something is
 * dragged, only this wrapper re-renders: the content element stays the same and React skips it.
 */
export function SortableItem({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: d.roleDescription } });
  const handle = useMemo(
    () => ({ attributes, listeners, setActivatorNodeRef }),
    [attributes, listeners, setActivatorNodeRef],
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(className, isDragging && 'relative z-10 opacity-80 shadow-lg')}
    >
      <HandleContext value={handle}>{children}</HandleContext>
    </li>
  );
}

/** The grip that drags its SortableItem; a button, so the keyboard reaches it. */
export function DragHandle({ label }: { label: string }) {
  const handle = useContext(HandleContext);
  return (
    <button
      type="button"
      ref={handle?.setActivatorNodeRef}
      {...handle?.attributes}
      {...handle?.listeners}
      aria-label={label}
      className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-background focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}

/**
 * After a reorder the control that was used may have lost the focus (its node moved in the
 * page): gives it to the first of these elements that can take it.
 */
export function focusFirst(...ids: string[]) {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
        element.focus();
        return;
      }
    }
  });
}
