/**
 * A page's cancellations on the money-action kit: the confirmation that says what goes, sent once
 * however often Confirm is pressed; on success the lists and balances named in `changes` reload at
 * once and the page says what was done. A refusal stays in the confirmation and the row stays; an
 * outcome not known yet reloads the lists and points to them, never cancelling again.
 */
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import type { DataOf, InitOf, Operation } from '../../api/operation.ts';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';

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

/** An order no longer open (filled or cancelled meanwhile) is said in the confirmation, as any other refusal. */
const cancelRefusals: RefusalTable = { elsewhere: 'review', codes: { '10004': { id: 'orders.cancel.notOpen' } } };

type AnyCancel = CancelRequest<Operation>;

export function useCancelFlow() {
  const location = useLocation();
  const [asked, setAsked] = useState<AnyCancel | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const action = useMoneyAction<AnyCancel, unknown>({
    send: ({ request }) => sendOperation(request.op, request.init, cancelRefusals),
    changes: asked?.changes ?? [],
    recordsHref: location.pathname + location.search,
    onDone: (result, request) => setDone(request.done(result as DataOf<Operation>)),
  });

  // The same function while the page is open: the orders panel it is handed to is not redrawn for it.
  const { review } = action;
  const ask = useCallback(
    <O extends Operation>(request: CancelRequest<O>) => {
      setDone(null);
      setAsked(request as unknown as AnyCancel);
      review(request as unknown as AnyCancel);
    },
    [review],
  );

  const dialog = (
    <MoneyReview
      action={action}
      title={action.request?.title ?? ''}
      rows={[]}
      warnings={action.request ? [action.request.text] : []}
      confirmLabel={action.request?.confirmLabel ?? ''}
    />
  );
  return { ask, dialog, done };
}
