/** The words of a refusal: its message id, or the server's own words for a code no table lists. */
import { useIntl } from 'react-intl';
import { useApiErrorText } from '../shell/use-api-error-text.ts';
import type { Refusal } from './outcome.ts';

export function useRefusalText(): (refusal: Refusal) => string {
  const intl = useIntl();
  const errorText = useApiErrorText();
  return (refusal) =>
    refusal.id ? intl.formatMessage({ id: refusal.id }) : refusal.error ? errorText(refusal.error) : '';
}
