import { type PointerEvent, useRef, useState } from 'react';

/** Movement in px after which a press on the drawer becomes a drag (so taps on links stay clicks). */
const DRAG_START_PX = 8;

export interface DrawerDrag {
  /** Current leftward offset in px (0 or negative) to apply as translateX. */
  offset: number;
  /** True while the user drags. */
  dragging: boolean;
  /** Pointer handlers to spread on the drawer. */
  handlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
    onPointerCancel: () => void;
  };
}

/**
 * Drag-to-close of the mobile drawer: the drawer follows the pointer leftwards and closes when released at or
 * beyond `threshold` px (spec: -150); otherwise it springs back.
 */
export function useDrawerDrag(enabled: boolean, threshold: number, onClose: () => void): DrawerDrag {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);

  const reset = () => {
    start.current = null;
    setOffset(0);
    setDragging(false);
  };

  return {
    offset,
    dragging,
    handlers: {
      onPointerDown: (event) => {
        if (!enabled || event.button !== 0) return;
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      },
      onPointerMove: (event) => {
        const origin = start.current;
        if (!origin || origin.id !== event.pointerId) return;
        const dx = Math.min(0, event.clientX - origin.x);
        if (!dragging) {
          const horizontal = Math.abs(dx) > Math.abs(event.clientY - origin.y);
          if (Math.abs(dx) < DRAG_START_PX || !horizontal) return;
          setDragging(true);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setOffset(dx);
      },
      onPointerUp: (event) => {
        const origin = start.current;
        if (!origin || origin.id !== event.pointerId) return;
        const dx = Math.min(0, event.clientX - origin.x);
        const wasDragging = dragging || Math.abs(dx) >= DRAG_START_PX;
        reset();
        if (wasDragging && dx <= threshold) onClose();
      },
      onPointerCancel: reset,
    },
  };
}
