/**
 * Starts the home page's downloads as soon as the site-config is known, in parallel with the
 * messages and the page's own chunk: its first sections and the banners. Without it each waits on
 * the last.
 */
import { homeSections } from '../../config/site-config.ts';
import type { Language } from '../../lib/language.ts';
import { preloadBanners } from './banner-data.ts';
import { preloadHomeSections } from './sections.ts';

export function preloadHome(language: Language): void {
  const first = homeSections().slice(0, 2);
  preloadHomeSections(first);
  if (first.includes('banner')) preloadBanners(language);
}
