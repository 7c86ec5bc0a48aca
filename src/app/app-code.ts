/**
 * The app's start-up code is named in index.html inside an inert template (build/start-chunk.ts):
 * nothing downloads until the entry moves its links into the page, once the first screen is
 * painted. Until then the first screen's own requests (site.json, the home banners and the first
 * promotion's picture) have the network to themselves.
 */
export const appCodeTemplateId = 'app-code';

/** Starts the download of the start-up code, all of it at once; a second call does nothing. */
export function fetchAppCode(page: Document = document): void {
  const held = page.getElementById(appCodeTemplateId) as HTMLTemplateElement | null;
  if (held?.localName !== 'template') return;
  held.remove();
  page.head.append(page.importNode(held.content, true));
}
