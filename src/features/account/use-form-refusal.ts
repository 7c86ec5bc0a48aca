/**
 * A form's server refusals: a refusal about one field goes on that field (react-hook-form's
 * setError, its message an id), any other becomes the form's message.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../api/call.ts';
import { placeRefusal, type FieldRefusals } from './refusals.ts';

export function useFormRefusal<V extends FieldValues>(setError: UseFormSetError<V>) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const show = (error: ApiError, places: FieldRefusals<Path<V>>) => {
    const placed = placeRefusal(error, places);
    if (placed.field) setError(placed.field, { type: 'server', message: placed.id }, { shouldFocus: true });
    else setFormError(intl.formatMessage({ id: placed.id }, placed.values));
  };
  return { formError, clearFormError: () => setFormError(null), showRefusal: show };
}

/** The translated error of a field, whose message is a message id. */
export function useFieldError<V extends FieldValues>(errors: FieldErrors<V>): (name: Path<V>) => string | undefined {
  const intl = useIntl();
  return (name) => {
    const message = (errors as Record<string, { message?: unknown } | undefined>)[name]?.message;
    return typeof message === 'string' && message ? intl.formatMessage({ id: message }) : undefined;
  };
}
