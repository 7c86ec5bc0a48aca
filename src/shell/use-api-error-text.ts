/** The translated sentence for a failed call, for a load error or a form message. */
import type { ApiError } from '../api/call.ts';
import { errorMessage } from '../api/error-message.ts';
import { useT } from '../i18n/use-t.ts';

export function useApiErrorText(): (error: ApiError) => string {
  const t = useT();
  return (error) => {
    const message = errorMessage(error);
    return t(message.id, message.values);
  };
}
