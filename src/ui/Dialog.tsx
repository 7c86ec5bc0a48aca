/**
 * A modal dialog on the native <dialog>: focus moves in and back, Escape closes it. It renders at
 * the end of the page (a portal), so a dialog holding a form never sits inside the form of the page
 * that opened it, and its submits stop at the dialog instead of reaching that form through React.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
}

export function Dialog({ open, title, children, actions, onClose, wide = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
