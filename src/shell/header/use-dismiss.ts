/** Closes an open popover or menu when the pointer goes down, or focus moves, outside it. */
import { useEffect, type RefObject } from 'react';

export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) dismiss();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, root, dismiss]);
}
