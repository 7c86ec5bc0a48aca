/** Where a refused subscription shows: a rule of the quantity on its field, anything else over the form. */
import type { ApiError } from '../../api/call.ts';
import { subscriptionRefusals, type SubscriptionRefusal } from './twinkle-api.ts';

export type RefusalPlace = { field: SubscriptionRefusal } | { form: SubscriptionRefusal } | { error: ApiError };

const onTheForm = new Set<SubscriptionRefusal>(['notOpen']);

export function placeOf(error: ApiError): RefusalPlace {
  const known =
    error.kind === 'code' ? subscriptionRefusals[String(error.code) as keyof typeof subscriptionRefusals] : undefined;
  if (!known) return { error };
  return onTheForm.has(known) ? { form: known } : { field: known };
}

/** The codes the form handles itself, for the call's `ignore`. */
export const subscriptionRefusalCodes = Object.keys(subscriptionRefusals);
