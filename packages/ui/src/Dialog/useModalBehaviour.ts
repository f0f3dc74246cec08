import { type RefObject, useEffect, useRef } from 'react';
import { initialFocusTarget, trapTab } from './focus';

/** The modal surfaces open now (dialogs, side panels), the last one on top. */
const openModals: HTMLElement[] = [];

/**
 * What every modal surface does while open: focus moves in (to `initialFocusRef` or the first form field), Tab stays
 * inside, Escape closes, the page behind does not scroll, and focus returns where it was on close. Only the surface on
 * top answers the keyboard, so a confirmation over a form closes alone and keeps Tab inside it.
 */
export function useModalBehaviour(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const surface = ref.current;
    if (!surface) return;
    const doc = surface.ownerDocument;
    const previouslyFocused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    (initialFocusRef?.current ?? initialFocusTarget(surface)).focus();

    openModals.push(surface);
    const onKeyDown = (event: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== surface) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else {
        trapTab(event, surface);
      }
    };
    doc.addEventListener('keydown', onKeyDown);
    const { overflow } = doc.body.style;
    doc.body.style.overflow = 'hidden';
    return () => {
      doc.removeEventListener('keydown', onKeyDown);
      openModals.splice(openModals.indexOf(surface), 1);
      doc.body.style.overflow = overflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [ref, open, initialFocusRef]);
}
