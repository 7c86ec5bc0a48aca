/** Field errors hold message ids (from the zod rules or a server refusal); this translates them. */
import { useT } from '../../i18n/use-t.ts';

export function useErrorText(): (error?: { message?: string }) => string | undefined {
  const t = useT();
  return (error) => (error?.message ? t(error.message) : undefined);
}
