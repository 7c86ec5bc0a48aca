/**
 * "Are you sure?" before a serious action (cancel an order, delete an address, "I have paid"):
 * the action runs once however often it is triggered, the dialog stays open with the refusal when
 * it fails, and a danger dialog starts on the safe button.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { FormAlert } from './FormAlert.tsx';
import { useSingleFlight } from './use-single-flight.ts';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /** A box the customer must tick first, e.g. "I have checked my account". */
  check?: string;
  /** The action; the caller closes the dialog on success and sets `error` on failure. */
  onConfirm: () => Promise<unknown> | unknown;
  onCancel: () => void;
  /** Why the last try failed (translated). */
  error?: string | null;
}

export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  tone = 'danger',
  check,
  onConfirm,
  onCancel,
  error = null,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const checkId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const checkRef = useRef<HTMLInputElement>(null);
  const [ticked, setTicked] = useState(false);
  const [askedToTick, setAskedToTick] = useState(false);
  const [shown, setShown] = useState(open);
  const [sent, setSent] = useState(false);
  const flight = useSingleFlight(onConfirm);

  // Each opening starts unticked.
  if (shown !== open) {
    setShown(open);
    if (open) {
      setSent(false);
      setTicked(false);
      setAskedToTick(false);
    }
  }

  useEffect(() => {
    if (!open) return;
    const first = tone === 'danger' ? cancelRef.current : (checkRef.current ?? confirmRef.current);
    first?.focus();
  }, [open, tone]);

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (check && !ticked) {
      setAskedToTick(true);
      checkRef.current?.focus();
      return;
    }
    setSent(true);
    void flight.run();
  };
  const cancel = () => {
    if (!flight.pending) onCancel();
  };

  const formId = `${checkId}-form`;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={cancel}
      returnFocus={!sent || error !== null}
      actions={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={cancel} disabled={flight.pending}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button ref={confirmRef} type="submit" form={formId} danger={tone === 'danger'} busy={flight.pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="ui-confirm" onSubmit={confirm} noValidate>
        <div className="ui-confirm__text">{text}</div>
        <FormAlert>{error}</FormAlert>
        {check && (
          <div className="ui-confirm__check">
            <label htmlFor={checkId} className="ui-confirm__check-label">
              <input
                ref={checkRef}
                id={checkId}
                type="checkbox"
                checked={ticked}
                onChange={(e) => setTicked(e.target.checked)}
                aria-invalid={askedToTick && !ticked ? true : undefined}
                aria-describedby={askedToTick && !ticked ? `${checkId}-error` : undefined}
              />
              {check}
            </label>
            {askedToTick && !ticked && (
              <p id={`${checkId}-error`} className="text-field__error" role="alert">
                {intl.formatMessage({ id: 'ui.confirm.tickFirst' })}
              </p>
            )}
          </div>
        )}
      </form>
    </Dialog>
  );
}
