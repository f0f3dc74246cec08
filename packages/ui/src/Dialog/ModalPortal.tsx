import type { ComponentType, MouseEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalPortalProps {
  /** Whether the modal shows; nothing is rendered while closed. */
  open: boolean;
  /** Where it is rendered; the document's body by default (nothing without a document). */
  container?: Element | null;
  /** The modal's backdrop, which places the modal on the screen. */
  backdrop: ComponentType<{ onMouseDown: (event: MouseEvent<HTMLDivElement>) => void; children: ReactNode }>;
  /** Called when the pointer goes down on the backdrop itself, beside the modal. */
  onBackdropPress: () => void;
  /** The modal. */
  children: ReactNode;
}

/** A modal's backdrop rendered over the page (a Dialog, a SidePanel): a press beside the modal calls onBackdropPress. */
export function ModalPortal({ open, container, backdrop: Backdrop, onBackdropPress, children }: ModalPortalProps) {
  if (!open) return null;
  const target = container ?? (typeof document === 'undefined' ? null : document.body);
  if (!target) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onBackdropPress();
      }}
    >
      {children}
    </Backdrop>,
    target,
  );
}
