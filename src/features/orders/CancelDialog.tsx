/**
 * Cancelling one order or all of them, after a confirmation that says what goes. Each opening owns
 * its call (mount it with a new `key`), so a double click cancels once; on success the lists and
 * balances named in `changes` reload at once. A refusal stays in the dialog and the row stays;
 * a timeout says the outcome is not known yet, with the lists reloaded to check.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiError } from '../../api/call.ts';
import type { DataOf, InitOf, Operation } from '../../api/operation.ts';
import { useApiMutation } from '../../api/query.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';

/** The server's answer to a cancellation of an order that is no longer open (filled or cancelled meanwhile). */
const notOpenCode = '10004';

export interface CancelRequest<O extends Operation> {
  op: O;
  init: InitOf<O>;
  /** The operations whose data the cancellation changes. */
  changes: readonly Operation[];
  title: string;
  /** What goes, with the count ("Cancel 5 open orders?"). */
  text: string;
  confirmLabel: string;
  /** The page's message once it is done, from the answer. */
  done: (data: DataOf<O>) => string;
}

interface CancelDialogProps<O extends Operation> {
  request: CancelRequest<O>;
  open: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}

export function CancelDialog<O extends Operation>({ request, open, onClose, onDone }: CancelDialogProps<O>) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const cancel = useApiMutation(request.op, { changes: request.changes, ignore: [notOpenCode], once: true });
  const [error, setError] = useState<string | null>(null);

  const refusal = (failure: ApiError): string => {
    if (failure.kind === 'timeout') return intl.formatMessage({ id: 'orders.cancel.unknown' });
    if (failure.kind === 'code' && String(failure.code) === notOpenCode)
      return intl.formatMessage({ id: 'orders.cancel.notOpen' });
    return errorText(failure);
  };

  const confirm = async () => {
    setError(null);
    const answer = await cancel.send(request.init);
    if (answer.ok) onDone(request.done(answer.data));
    else setError(refusal(answer.error));
  };

  return (
    <ConfirmDialog
      open={open}
      title={request.title}
      text={<p>{request.text}</p>}
      confirmLabel={request.confirmLabel}
      onConfirm={confirm}
      onCancel={onClose}
      error={error}
    />
  );
}
