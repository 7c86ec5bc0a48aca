/**
 * Puts a refusal the machine noted on the form field it is about (landOnField: react-hook-form's
 * setError, so it clears as the customer corrects the field, and the focus, in view), and lets a send-code button start afresh
 * when its code expired.
 */
import { useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { landOnField } from '../../ui/land-on-field.ts';
import type { CodeField, Problem } from './security-item-types.ts';

export function useProblemOnField<V extends FieldValues>(
  problem: Problem | null,
  place: (problem: Problem) => { field: Path<V>; id: string } | null,
  form: Pick<UseFormReturn<V>, 'setError' | 'setFocus'>,
): void {
  useEffect(() => {
    const placed = problem && place(problem);
    if (placed) landOnField(form, placed.field, placed.id, 'server');
    // A new problem object is noted for every refusal; `place` and the form are stable in meaning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem]);
}

/** A key per code field that changes when that field's code expired, so its send button resets. */
export function useResendKeys(problem: Problem | null): (field: CodeField) => string {
  const [seen, setSeen] = useState<{ problem: Problem | null; expiries: Partial<Record<CodeField, number>> }>({
    problem: null,
    expiries: {},
  });
  // Adjusted while rendering (React's pattern for state derived from a changed prop), not in an effect.
  if (seen.problem !== problem) {
    const expired = problem?.kind === 'code' && problem.reason === 'expired' ? problem.field : null;
    setSeen({
      problem,
      expiries: expired ? { ...seen.expiries, [expired]: (seen.expiries[expired] ?? 0) + 1 } : seen.expiries,
    });
  }
  return (field) => `${field}-${seen.expiries[field] ?? 0}`;
}
