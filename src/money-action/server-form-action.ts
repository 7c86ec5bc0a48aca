/**
 * A money action whose values come from a form the server describes (ServerForm: a receipt
 * method, a pay-out bank account): the review rows of exactly the values sent, and the refusal
 * whose server message names one of the form's fields (`Fields.AccountName: …`), which goes on
 * that field rather than over the form.
 */
import { useMemo } from 'react';
import { fieldRefusal, type ServerField } from '../lib/server-form.ts';
import type { ReviewRow } from '../ui/ReviewDialog.tsx';
import type { Refusal } from './outcome.ts';
import type { MoneyAction } from './use-money-action.ts';

/** One row per value given, a select's value by its option's label. */
export function serverFormRows(fields: readonly ServerField[], values: Readonly<Record<string, string>>): ReviewRow[] {
  return fields
    .filter((field) => values[field.name])
    .map((field) => ({
      label: field.label,
      value: field.options.find((option) => option.value === values[field.name])?.label ?? values[field.name],
    }));
}

/** The refusal's server message when it names one of the fields, else null. */
export function serverFieldRefusal(
  refusal: Refusal | null,
  fields: readonly ServerField[],
): { message: string } | null {
  if (refusal?.error?.kind !== 'code') return null;
  const names = fields.map((field) => field.name);
  return fieldRefusal(refusal.error.message, names) ? { message: refusal.error.message } : null;
}

/**
 * The refusal of the action (over the form) that belongs on one of the fields: ServerForm's
 * `refusal`, the same object until the next refusal. Leave `MoneyRefusal` out while it is set.
 */
export function useServerFieldRefusal<R, T>(
  action: MoneyAction<R, T>,
  fields: readonly ServerField[],
): { message: string } | null {
  const refusal = action.phase === 'refusedOnForm' ? action.refusal : null;
  return useMemo(() => serverFieldRefusal(refusal, fields), [refusal, fields]);
}
