/** The translated sentence for a failed call, for a load error or a form message. */
import { useIntl } from 'react-intl';
import type { ApiError } from '../api/call.ts';
import { errorMessage } from '../api/error-message.ts';

export function useApiErrorText(): (error: ApiError) => string {
  const intl = useIntl();
  return (error) => {
    const message = errorMessage(error);
    return intl.formatMessage({ id: message.id }, message.values);
  };
}
