/**
 * Where a sign-in goes afterwards. The `return` query is read raw from the address (a regex, not
 * URLSearchParams, which would decode it once already) and passed to safeReturnPath, which decodes
 * it exactly once and keeps only a path on this site.
 */
import { useLocation } from 'react-router';
import { safeReturnPath } from '../../lib/return-path.ts';
import { pagePath } from '../../config/page-paths.ts';

/** The `return` query value as it stands in the address, still percent-encoded; null without one. */
export function rawReturnQuery(search: string): string | null {
  const match = /[?&]return=([^&#]*)/.exec(search);
  return match ? match[1] : null;
}

/** The same-site path to go to once signed in (the home page when the query is missing or hostile). */
export function useReturnPath(): string {
  const { search } = useLocation();
  return safeReturnPath(rawReturnQuery(search), pagePath('home'));
}
