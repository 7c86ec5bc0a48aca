/**
 * The review before money moves: exactly what will be sent and received, the warnings, the
 * confirmation the server needs (children), then Back or Confirm. Confirm runs once however often
 * it is triggered; a refusal shows over the fields and keeps what was typed; a call that timed out
 * says the outcome is not known yet and points to the records, with no way to send again.
 */
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { FormAlert } from './FormAlert.tsx';
import { useSingleFlight } from './use-single-flight.ts';
import { takeFocus } from './focus-in-view.ts';
import './review-dialog.css';

export interface ReviewRow {
  label: string;
  value: ReactNode;
  /** The line that matters most, e.g. "You receive". */
  emphasis?: boolean;
}

export interface UnknownOutcome {
  /** Where the customer checks whether it went through (the records, which that page reloads). */
  recordsHref: string;
  recordsLabel?: string;
  /** Leaves the review; the form behind it must not offer to send the same thing again. */
  onClose: () => void;
}

interface ReviewDialogProps {
  open: boolean;
  title: string;
  rows: readonly ReviewRow[];
  /** Things to know before confirming, e.g. "A deposit without the memo is lost". */
  warnings?: readonly string[];
  /** The confirmation fields (SecurityFactorFields). */
  children?: ReactNode;
  confirmLabel: string;
  /** Sends; e.g. react-hook-form's handleSubmit(send). The caller sets `error` or `outcomeUnknown`. */
  onConfirm: () => Promise<unknown> | unknown;
  onBack: () => void;
  /** Why the last try was refused (translated). */
  error?: string | null;
  /** Set when the call timed out: the outcome is not known yet. */
  outcomeUnknown?: UnknownOutcome | null;
  /** The call is under way (when the caller tracks it): Confirm shows busy, Back waits. */
  busy?: boolean;
}

export function ReviewDialog({
  open,
  title,
  rows,
  warnings = [],
  children,
  confirmLabel,
  onConfirm,
  onBack,
  error = null,
  outcomeUnknown = null,
  busy = false,
}: ReviewDialogProps) {
  const t = useT();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const flight = useSingleFlight(onConfirm);
  const pending = flight.pending || busy;

  // Never Confirm: an Enter still held from the form before would send at once.
  useEffect(() => {
    if (!open) return;
    const firstField = formRef.current?.querySelector<HTMLElement>(
      '.ui-review__confirmation input:not([disabled]), .ui-review__confirmation select',
    );
    (firstField ?? backRef.current)?.focus();
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcomeUnknown && !busy) void flight.run();
  };
  const leave = () => {
    if (pending) return;
    if (outcomeUnknown) outcomeUnknown.onClose();
    else onBack();
  };

  const actions = outcomeUnknown ? (
    <Button onClick={outcomeUnknown.onClose}>{t('ui.review.close')}</Button>
  ) : (
    <>
      <Button ref={backRef} variant="ghost" onClick={onBack} disabled={pending}>
        {t('ui.review.back')}
      </Button>
      <Button type="submit" form={formId} busy={pending}>
        {confirmLabel}
      </Button>
    </>
  );

  return (
    <Dialog open={open} title={title} onClose={leave} actions={actions} returnFocus={!pending}>
      <form ref={formRef} id={formId} className="ui-review" onSubmit={submit} noValidate>
        <dl className="ui-review__rows">
          {rows.map((row, index) => (
            <div key={index} className={row.emphasis ? 'ui-review__row ui-review__row--emphasis' : 'ui-review__row'}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {warnings.length > 0 && (
          <ul className="ui-review__warnings" aria-label={t('ui.review.warnings')}>
            {warnings.map((warning) => (
              <li key={warning}>
                <span aria-hidden="true">⚠ </span>
                {warning}
              </li>
            ))}
          </ul>
        )}
        {outcomeUnknown ? (
          <div className="ui-review__unknown" role="alert" tabIndex={-1} ref={takeFocus}>
            <p className="ui-review__unknown-title">{t('ui.review.unknown.title')}</p>
            <p>{t('ui.review.unknown.text')}</p>
            <Link to={outcomeUnknown.recordsHref}>{outcomeUnknown.recordsLabel ?? t('ui.review.unknown.records')}</Link>
          </div>
        ) : (
          <>
            <FormAlert takeFocus>{error}</FormAlert>
            {children && <div className="ui-review__confirmation">{children}</div>}
          </>
        )}
      </form>
    </Dialog>
  );
}
