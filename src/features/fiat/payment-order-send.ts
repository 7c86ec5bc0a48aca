/**
 * Placing a payment-provider order on the money-action kit: its refusals table (the amount's land
 * on it, the others show over the form in the page's words; payment:0027 in the server's own), and
 * the refusal that names a field the channel describes (`Fields.X: ...`), which lands on that field.
 */
import { fieldRefusal } from '../../lib/server-form.ts';
import type { RefusalTable, SendOutcome } from '../../money-action/outcome.ts';

/** Where a refusal naming one of the channel's own fields lands: the server-described form. */
export const detailsField = 'details';

export const orderRefusals: RefusalTable<'amount' | typeof detailsField> = {
  elsewhere: 'form',
  codes: {
    '10004': { id: 'fiat.refused.notFound' },
    '30001': { field: 'amount', id: 'fiat.refused.balance' },
    'payment:0011': { field: 'amount', id: 'fiat.refused.limits' },
    'payment:0012': { id: 'fiat.refused.channel' },
    'payment:0013': { id: 'fiat.refused.status' },
  },
};

/** An outcome whose refusal names one of `fieldNames` becomes a refusal of the details field. */
export function onNamedField<T>(outcome: SendOutcome<T>, fieldNames: readonly string[]): SendOutcome<T> {
  if (outcome.kind !== 'refused') return outcome;
  const { error } = outcome.refusal;
  if (error?.kind !== 'code' || !fieldRefusal(error.message, fieldNames)) return outcome;
  return { ...outcome, refusal: { ...outcome.refusal, field: detailsField } };
}

/** The server's words of a refusal that named a field, for the server-described form to put on it. */
export function namedFieldMessage(refusal: { field?: string; error?: { kind: string; message?: string } } | null) {
  return refusal?.field === detailsField && refusal.error?.kind === 'code' ? (refusal.error.message ?? null) : null;
}
