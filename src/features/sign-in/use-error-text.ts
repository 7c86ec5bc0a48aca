/** Field errors hold message ids (from the zod rules or a server refusal); this translates them. */
import { useIntl } from 'react-intl';

export function useErrorText(): (error?: { message?: string }) => string | undefined {
  const intl = useIntl();
  return (error) => (error?.message ? intl.formatMessage({ id: error.message }) : undefined);
}
