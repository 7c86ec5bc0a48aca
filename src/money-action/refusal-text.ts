/**
 * The words of a refusal: its message id, or for a code no table lists the server's own words
 * alone where the error catalogue shows them (payment:0027), else the common sentence with them.
 */
import { useT } from '../i18n/use-t.ts';
import { effectOf } from '../api/error-catalogue.ts';
import { useApiErrorText } from '../shell/use-api-error-text.ts';
import type { Refusal } from './outcome.ts';

export function useRefusalText(): (refusal: Refusal) => string {
  const t = useT();
  const errorText = useApiErrorText();
  return ({ id, error }) => {
    if (id) return t(id);
    if (!error) return '';
    if (error.kind === 'code' && error.message && effectOf(error.code).kind === 'serverMessageToast')
      return error.message;
    return errorText(error);
  };
}
