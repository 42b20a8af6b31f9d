/**
 * Drag and drop of one record into a target (react-aria useDrag / DropZone, wrapped once): a
 * drag handle that also works from the keyboard (Enter starts, Tab to a target, Enter drops) and
 * a drop target that accepts one record type. Screens offer a plain control as well (a "Move to"
 * select), since drag and drop is never the only way.
 */
import type { ReactNode } from 'react';
import { Button as AriaButton, DropZone, useDrag } from 'react-aria-components';

export function DragHandle({ type, value, label }: { type: string; value: string; label: string }) {
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    getItems: () => [{ [type]: value, 'text/plain': label }],
    hasDragButton: true,
  });
  return (
    <span {...dragProps} className={isDragging ? 'drag-handle drag-handle--dragging' : 'drag-handle'}>
      <AriaButton {...dragButtonProps} aria-label={`Drag ${label}`} className="drag-handle__button">
        <span aria-hidden="true">⠿</span>
      </AriaButton>
    </span>
  );
}

export function DropTarget({
  type,
  label,
  onDrop,
  children,
  className,
}: {
  type: string;
  label: string;
  onDrop: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <DropZone
      aria-label={label}
      className={({ isDropTarget }) =>
        `drop-target${isDropTarget ? ' drop-target--active' : ''} ${className ?? ''}`
      }
      getDropOperation={(types) => (types.has(type) ? 'move' : 'cancel')}
      onDrop={async (e) => {
        for (const item of e.items) {
          if (item.kind === 'text' && item.types.has(type)) onDrop(await item.getText(type));
        }
      }}
    >
      {children}
    </DropZone>
  );
}
