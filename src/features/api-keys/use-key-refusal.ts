/**
 * Where a refusal of a key call shows: a wrong PIN or Google code on its field (those codes are
 * ignored by the call, so no toast repeats them), anything else over the form.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';

/** Refusal code -> the field it is about (or none) and its message id. */
const places: Record<string, { field?: 'pin' | 'googleCode'; id: string }> = {
  '20005': { field: 'pin', id: 'apiKeys.error.pinWrong' },
  '20001': { field: 'googleCode', id: 'apiKeys.error.googleWrong' },
  '20010': { id: 'apiKeys.error.noFactor' },
  '20012': { id: 'apiKeys.error.limit' },
  '10004': { id: 'apiKeys.error.notFound' },
};

/** The codes a key form handles itself, for `call(..., { ignore })`. */
export const keyRefusalCodes = Object.keys(places);

export function useKeyRefusal(setError: UseFormSetError<{ pin: string; googleCode: string }>) {
  const intl = useIntl();
  const [formError, setFormError] = useState<string | null>(null);
  const show = (error: ApiError) => {
    const place = error.kind === 'code' ? places[String(error.code)] : undefined;
    if (place?.field) return setError(place.field, { type: 'server', message: place.id }, { shouldFocus: true });
    const message = place ? { id: place.id } : errorMessage(error);
    setFormError(intl.formatMessage({ id: message.id }, 'values' in message ? message.values : undefined));
  };
  return { formError, clearFormError: () => setFormError(null), showRefusal: show };
}
