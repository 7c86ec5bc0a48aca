/**
 * What a refused payment call says to the customer: the page's own words for the refusals it
 * handles, the server's message for payment:0027 (also shown by the catalogue's toast), and the
 * common sentence for anything else. A refusal naming a form field (`Fields.X: ...`) is left to
 * the form, which puts it on that field.
 */
import type { ApiError } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useT } from '../../i18n/use-t.ts';

const pageWords: Record<string, string> = {
  '10001': 'fiat.refused.invalid',
  '10004': 'fiat.refused.notFound',
  '30001': 'fiat.refused.balance',
  'payment:0011': 'fiat.refused.limits',
  'payment:0012': 'fiat.refused.channel',
  'payment:0013': 'fiat.refused.status',
  'payment:0014': 'fiat.refused.tooManyAccounts',
  'payment:0015': 'fiat.refused.duplicateAccount',
};

/** The message id of a refusal the page says in its own words, if it is one. */
export function refusalWords(error: ApiError): string | null {
  return error.kind === 'code' ? (pageWords[String(error.code)] ?? null) : null;
}

export function useRefusalText(): (error: ApiError) => string {
  const t = useT();
  return (error) => {
    if (error.kind === 'code' && String(error.code) === 'payment:0027' && error.message) return error.message;
    const own = refusalWords(error);
    if (own) return t(own);
    const message = errorMessage(error);
    return t(message.id, message.values);
  };
}
