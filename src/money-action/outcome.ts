/**
 * What a money action's send ends in, and the refusals table of an operation: which result code
 * lands on which field (of the form, or a confirmation field of the review) with which message.
 */
import type { ApiError, ApiResult } from '../api/call.ts';
import { callOperation, type DataOf, type InitOf, type Operation, type OperationArgs } from '../api/operation.ts';
import { factorField, type FactorField, type SecurityFactor } from '../lib/security-factors.ts';

export interface Refusal {
  /** The field it is about; none: the action as a whole. */
  field?: string;
  /** Its message id; without one, the server's own words for `error` are shown. */
  id?: string;
  error?: ApiError;
  /** `review`: the review stays open and shows it; `form`: the review closes and the form shows it. */
  at: 'form' | 'review';
}

export type SendOutcome<T> =
  | { kind: 'done'; result: T }
  /**
   * `progress`: what this try already achieved and the next try of the same review builds on (a
   * withdrawal applied, waiting for its confirmation); `factors`: the confirmation the server asks for.
   */
  | { kind: 'refused'; refusal: Refusal; progress?: unknown; factors?: readonly SecurityFactor[] }
  /** The request left and no answer came (timeout or network failure): it may have gone through. */
  | { kind: 'unknown' };

/** One operation's refusals: code → the field it lands on (none: the action as a whole) and its message id. */
export interface RefusalTable<F extends string = string> {
  /** Where a refusal about no field (and a code the table does not list) shows. */
  elsewhere: 'form' | 'review';
  codes: Readonly<Record<string, { field?: F | FactorField; id: string }>>;
}

const confirmationFields = new Set<string>([...Object.values(factorField), 'factor']);

/** Where a code of the table lands; a confirmation field always shows in the review. */
export function refusalOf(error: ApiError, table: RefusalTable): Refusal {
  const place = error.kind === 'code' ? table.codes[String(error.code)] : undefined;
  if (!place) return { error, at: table.elsewhere };
  if (!place.field) return { id: place.id, at: table.elsewhere };
  return { field: place.field, id: place.id, at: confirmationFields.has(place.field) ? 'review' : 'form' };
}

/** A call's answer as a send outcome: no answer at all is an outcome unknown, never a refusal. */
export function outcomeOf<T>(answer: ApiResult<T>, table: RefusalTable): SendOutcome<T> {
  if (answer.ok) return { kind: 'done', result: answer.data };
  if (answer.error.kind === 'timeout' || answer.error.kind === 'network') return { kind: 'unknown' };
  return { kind: 'refused', refusal: refusalOf(answer.error, table) };
}

/** Sends one operation for a money action: its refusals are the form's to show, never also a toast. */
export async function sendOperation<O extends Operation>(
  op: O,
  init: InitOf<O>,
  table: RefusalTable,
): Promise<SendOutcome<DataOf<O>>> {
  const answer = await callOperation(op, ...([init, { refusalsShown: true }] as OperationArgs<O>));
  return outcomeOf(answer, table);
}
