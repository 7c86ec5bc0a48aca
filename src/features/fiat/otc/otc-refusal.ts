/** What a refused OTC call says: the page's own words for the desk's refusals, the common sentence for anything else. */
import type { ApiError } from '../../../api/call.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useT } from '../../../i18n/use-t.ts';

const pageWords: Record<string, string> = {
  '10001': 'otc.refused.invalid',
  '10004': 'otc.refused.notFound',
  '30001': 'otc.refused.balance',
  '62001': 'otc.refused.noAdvert',
  '62002': 'otc.refused.limits',
  '62003': 'otc.refused.status',
  '62004': 'otc.refused.method',
  '62005': 'otc.refused.notAppealable',
  '62006': 'otc.refused.methodInUse',
  '62009': 'otc.refused.tooManyMethods',
};

export function refusalWords(error: ApiError): string | null {
  return error.kind === 'code' ? (pageWords[String(error.code)] ?? null) : null;
}

export function useRefusalText(): (error: ApiError) => string {
  const t = useT();
  return (error) => {
    const own = refusalWords(error);
    if (own) return t(own);
    const message = errorMessage(error);
    return t(message.id, message.values);
  };
}
