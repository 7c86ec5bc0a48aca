/**
 * A modal dialog on the native <dialog>: focus moves in, and back to what opened it when it closes
 * or goes (a review that ends with the form's own phase), unless the focus has been given a home
 * elsewhere meanwhile; Escape closes it. It renders at
 * the end of the page (a portal), so a dialog holding a form never sits inside the form of the page
 * that opened it, and its submits stop at the dialog instead of reaching that form through React.
 */
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

interface DialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The buttons; the first one gets focus. */
  actions: ReactNode;
  onClose: () => void;
  /** Room for a list of facts or a table (560 px instead of 420). */
  wide?: boolean;
  /**
   * Whether closing gives the focus back to what opened it (the default): false while what it sent
   * is on its way, whose outcome puts the focus where it shows, so a held Enter never opens it again.
   */
  returnFocus?: boolean;
}

export function Dialog({ open, title, children, actions, onClose, wide = false, returnFocus = true }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const opener = useRef<Element | null>(null);
  const giveBack = useRef(returnFocus);
  useLayoutEffect(() => {
    giveBack.current = returnFocus;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal?.();
    }
    if (!open && dialog.open) close(dialog, opener, giveBack.current);
  }, [open]);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog) close(dialog, opener, giveBack.current);
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      className={`ui-dialog${wide ? ' ui-dialog--wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => (e.preventDefault(), onClose())}
      onClose={() => open && onClose()}
      onSubmit={(e) => e.stopPropagation()}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <div className="ui-dialog__body">{children}</div>
      <div className="ui-dialog__actions">{actions}</div>
    </dialog>,
    document.body,
  );
}

/**
 * Closes `dialog` and, when told, gives the focus back to its opener while the focus is still in the
 * dialog or nowhere (the browser's scroll to it keeps clear of the sticky parts: the page's scroll padding).
 */
function close(dialog: HTMLDialogElement, opener: { current: Element | null }, giveBack: boolean) {
  const to = opener.current;
  opener.current = null;
  const active = document.activeElement;
  const lost = !active || active === document.body || dialog.contains(active);
  if (dialog.open) dialog.close();
  if (giveBack && lost && to instanceof HTMLElement && to.isConnected && to !== document.body) to.focus();
}
