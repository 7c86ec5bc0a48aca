/**
 * `useMoneyAction(options)`: runs a form's money action on the kit's machine, which sends through
 * the form's latest send and reloads what it makes stale (provided to it once; no event carries
 * them). A refusal on one of the form's fields lands there (message id, focus,
 * in view clear of the sticky parts), and `fieldError(name)` gives any field's message in the page language; the other phases are read by
 * `MoneyReview` and `MoneyRefusal`.
 */
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { Operation } from '../api/operation.ts';
import { reload } from '../api/query-cache.ts';
import { useT, type MessageValues } from '../i18n/use-t.ts';
import { factorProof, type FactorNeed, type FactorValues, type SecurityFactor } from '../lib/security-factors.ts';
import { moneyActionMachine, phaseOf, type MoneyActionPhase, type SendInput } from './money-action-machine.ts';
import type { Refusal, SendOutcome } from './outcome.ts';
import { landOnField } from '../ui/land-on-field.ts';

export interface MoneyActionOptions<R, T, V extends FieldValues = FieldValues> {
  /** The call (or calls) of the action; `sendOperation(op, init, refusals)` for one call. */
  send: (input: { request: R; proof: SendInput['proof']; progress: unknown }) => Promise<SendOutcome<T>>;
  /** What the action makes stale: reloaded once it succeeds, and when its outcome is unknown. */
  changes: readonly Operation[];
  /** Where the customer checks an outcome not known yet: the records that `changes` reloads. */
  recordsHref: string;
  /** The confirmation the account gives; left out, the review only asks to confirm (an empty list: set a PIN first). */
  factors?: readonly SecurityFactor[];
  need?: FactorNeed;
  /** The form whose fields a refusal can land on (its `formState` gives `fieldError` the fields' messages). */
  form?: Pick<UseFormReturn<V>, 'setError' | 'setFocus'> & Partial<Pick<UseFormReturn<V>, 'formState'>>;
  /** After success (the request is what was sent). */
  onDone?: (result: T, request: R) => void;
  /** The customer leaves an outcome not known yet: the form starts afresh, never offering the same send again. */
  onUnknownClosed?: () => void;
}

export interface MoneyAction<R, T> {
  phase: MoneyActionPhase;
  /** What is being reviewed or was sent last. */
  request: R | null;
  result: T | null;
  refusal: Refusal | null;
  /** The confirmation asked in this review; null when the action needs none. */
  factors: readonly SecurityFactor[] | null;
  need: FactorNeed;
  recordsHref: string;
  /** Counts the reviews opened: a new one starts with an empty confirmation. */
  reviews: number;
  /** Opens the review of exactly this request. */
  review: (request: R) => void;
  back: () => void;
  /** Sends, once, with the confirmation typed in the review. */
  confirm: (values: FactorValues) => void;
  /** Leaves a finished action or one whose outcome is unknown: the form starts afresh. */
  close: () => void;
  /**
   * The message of one of the form's fields (a rule it breaks, or the refusal that landed on it), translated,
   * with the values its words name (a limit, the coin): the one way a money form reads a field's refusal.
   */
  fieldError: (name: string, values?: MessageValues) => string | undefined;
}

/**
 * The form's latest options: each render hands over the newest (`follow`), so the machine (given
 * its send and what it makes stale once) and the effects always use what the form shows.
 */
class LatestOptions<R, T, V extends FieldValues> {
  constructor(public current: MoneyActionOptions<R, T, V>) {}

  follow(options: MoneyActionOptions<R, T, V>): void {
    this.current = options;
  }

  /** The kit's machine, sending through the form's latest send and reloading what it makes stale. */
  machine() {
    return moneyActionMachine.provide({
      actors: {
        send: fromPromise<SendOutcome<unknown>, SendInput>(({ input }) =>
          this.current.send(input as SendInput & { request: R }),
        ),
      },
      actions: { reloadChanges: () => void reload(this.current.changes) },
    });
  }
}

export function useMoneyAction<R, T, V extends FieldValues = FieldValues>(
  options: MoneyActionOptions<R, T, V>,
): MoneyAction<R, T> {
  const t = useT();
  const [latest] = useState(() => new LatestOptions(options));
  useLayoutEffect(() => latest.follow(options));
  const [machine] = useState(() => latest.machine());
  const actor = useActorRef(machine);
  const phase = useSelector(actor, phaseOf);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const need = options.need ?? 'all';
  const factors = context.askedFactors ?? options.factors ?? null;
  // The same function for the action's life: a list that hands it to its rows is not redrawn for it.
  const review = useCallback((request: R) => actor.send({ type: 'REVIEW', request }), [actor]);

  useEffect(() => {
    if (phase === 'done') latest.current.onDone?.(context.result as T, context.request as R);
  }, [latest, phase, context.result, context.request]);

  const refusal = context.refusal;
  useEffect(() => {
    const form = latest.current.form;
    if (phase !== 'refusedOnField' || !refusal?.field || !form) return;
    landOnField(form, refusal.field as Path<V>, refusal.id);
  }, [latest, phase, refusal]);

  return {
    phase,
    request: context.request as R | null,
    result: context.result as T | null,
    refusal,
    factors,
    need,
    recordsHref: options.recordsHref,
    reviews: context.reviews,
    review,
    back: () => actor.send({ type: 'BACK' }),
    confirm: (values) => actor.send({ type: 'CONFIRM', proof: factors ? factorProof(values, factors, need) : {} }),
    close: () => {
      const unknown = phaseOf(actor.getSnapshot()) === 'unknown';
      actor.send({ type: 'CLOSE' });
      if (unknown) latest.current.onUnknownClosed?.();
    },
    fieldError: (name, values) => {
      const errors = options.form?.formState?.errors as Record<string, { message?: unknown } | undefined> | undefined;
      const message = errors?.[name]?.message;
      return typeof message === 'string' && message ? t(message, values) : undefined;
    },
  };
}
