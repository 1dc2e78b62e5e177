import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/**
 * How an open user menu goes away (SPEC 2.4): Escape anywhere in it, focus back on its button; a
 * press outside it and its button; focus leaving it (Tab past its last control, or back to the
 * button). A press inside, on no control, keeps it. Escape in a popup the menu opened (its <dialog>
 * lies inside the menu) is the popup's own (SPEC 2.8) and leaves the menu open under it.
 */
export function useMenuDismiss(open: boolean, panelRef: RefObject<HTMLElement | null>, buttonRef: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    if (!open) return undefined;
    const onDocClick = (e: MouseEvent) => {
      if (!panelRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open, panelRef, buttonRef, onClose]);
  return {
    onKeyDown(e: KeyboardEvent) {
      if (e.key !== 'Escape' || (e.target as Element).closest('dialog')) return;
      e.preventDefault();
      onClose();
      buttonRef.current?.focus();
    },
    onBlur(e: FocusEvent) {
      const to = e.relatedTarget as Node | null;
      if (to && !panelRef.current?.contains(to)) onClose();
    },
  };
}
