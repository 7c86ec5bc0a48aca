/** The words of the lost-security-item flow, shared by its machine, its calls and its screens. */
import type { components } from '../../../generated/base.ts';

export type SecurityItem = components['schemas']['SecurityItem'];
export type BindInfo = components['schemas']['CustomerBindInfo'];

/** The three addresses of the flow; the URL follows the machine's step. */
export const steps = ['firstStep', 'secondStep', 'thirdStep'] as const;
export type Step = (typeof steps)[number];

/** The account the customer names: a mail address, or a phone with its area code. */
export type AccountInput = { kind: 'email'; email: string } | { kind: 'phone'; areaCode: string; phone: string };

/** The codes that prove the items the customer still has (only those bound, other than the lost one). */
export type ItemCodes = Partial<Record<SecurityItem, string>>;

/** The new phone or mail address that replaces the lost one. */
export type ReplacementTarget = { kind: 'email'; email: string } | { kind: 'phone'; areaCode: string; phone: string };

/** The replacement with the code sent to it. */
export type Replacement = ReplacementTarget & { code: string };

/** The proof from step 1, spent by the commit of step 3. */
export interface Ticket {
  token: string;
  expiresInSeconds: number;
}

/** A code field of the flow: one per bound item in step 1, the replacement's in step 2. */
export type CodeField = SecurityItem | 'replacement';

/** What went wrong, said where it belongs (a field, a form, or the whole flow). */
export type Problem =
  | { kind: 'accountUnknown' }
  | { kind: 'code'; field: CodeField; reason: 'wrong' | 'expired' }
  | { kind: 'targetTaken' }
  | { kind: 'ticketExpired' }
  | { kind: 'notProved' }
  | { kind: 'failed'; message: { id: string; values?: Record<string, string> } };

/** Every call of the flow resolves to this, so the machine decides with guards, never with try/catch. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; problem: Problem };

/** The items bound to the account, in the order the screens list them. */
export function boundItems(info: BindInfo): SecurityItem[] {
  const items: SecurityItem[] = [];
  if (info.Phone) items.push('phone');
  if (info.Email) items.push('email');
  if (info.GoogleEnabled) items.push('google');
  return items;
}

/** The bound items the customer must still prove when `lost` is gone. */
export const itemsToProve = (info: BindInfo, lost: SecurityItem): SecurityItem[] =>
  boundItems(info).filter((item) => item !== lost);
