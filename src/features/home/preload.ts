/**
 * Starts the home page's downloads as soon as the site-config is known, in parallel with the
 * messages and the page's own chunk: its opening section and the banners. Without it each waits on
 * the last.
 */
import { homeSections } from '../../config/site-config.ts';
import { fetchAnswer } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { bannersQuery } from './home-queries.ts';
import { preloadHomeSections } from './sections.ts';

export function preloadHome(language: Language, { rendered = false } = {}): void {
  const opening = homeSections()[0];
  if (!opening) return;
  preloadHomeSections([opening]);
  // A failure is the banner section's to show, once it asks itself; a rendered page has them already.
  if (opening === 'banner' && !rendered) fetchAnswer(bannersQuery(language)).catch(() => undefined);
}
