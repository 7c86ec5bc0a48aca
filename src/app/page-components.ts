/**
 * A page id's component. The home page is part of start-up; every other page loads through the
 * registry (pages.ts), which is a chunk of its own, fetched when a page first needs it or once the
 * browser is idle.
 */
import { splitComponent, type SplitComponent } from '../ui/split-component.ts';
import type { PageId } from '../config/page-ids.ts';
import { loadMessageAreas } from '../i18n/language-store.ts';

const registry = () => import('./pages.ts');

const made = new Map<PageId, SplitComponent>([['home', splitComponent(() => import('../features/home/HomePage.tsx'))]]);

export function pageComponent(id: PageId): SplitComponent {
  let page = made.get(id);
  if (!page) {
    page = splitComponent(() => registry().then(({ pageModules }) => pageModules[id]()));
    made.set(id, page);
  }
  return page;
}

const noAreas: readonly string[] = [];
const areasOf = new Map<PageId, Promise<readonly string[]>>();

/**
 * The message areas a page loads with it (page-messages.ts), read from the registry: none for the
 * pages of start-up, whose texts are the shared messages. The same promise each time, for `use()`.
 */
export function pageAreas(id: PageId): readonly string[] | Promise<readonly string[]> {
  if (id === 'home') return noAreas;
  let areas = areasOf.get(id);
  if (!areas) {
    areas = registry().then(({ pageMessageAreas }) => pageMessageAreas[id] ?? noAreas);
    areasOf.set(id, areas);
  }
  return areas;
}

/** Fetches the registry ahead of the first navigation (once the browser is idle). */
export const preloadPageRegistry = (): Promise<unknown> => registry();

/** Settles once a page's chunk and its message areas are loaded (rejects when the chunk fails). */
export const pageReady = (id: PageId): Promise<unknown> =>
  pageComponent(id)
    .load()
    .then(() => pageAreas(id))
    .then(loadMessageAreas);
