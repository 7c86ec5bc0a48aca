/**
 * After a move to another page (not the first load), the focus goes to the new page's heading, so
 * the next Tab starts on that page and a screen reader says where the customer arrived (with the
 * page's document title). A move within a page (its query: tabs, filters, paging) leaves the focus
 * where it is. The heading is awaited: a page's code and data may arrive after the address changes.
 */
import { focusInView } from '../ui/focus-in-view.ts';

export interface PageMoves {
  pathname: () => string;
  subscribe: (listener: (pathname: string) => void) => void;
}

const headingIn = (root: Document) => root.querySelector<HTMLElement>('#main h1');

/** The path the document was loaded at. */
const landedPath = (): string => {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : location.pathname;
};

/** Focuses each new page's heading once it is drawn in `#main`. */
export function focusHeadingsOnArrival(moves: PageMoves, root: Document = document, landed = landedPath()): void {
  let shownPath = moves.pathname();
  let shownHeading = headingIn(root);
  let shownText = shownHeading?.textContent;
  let waiting: MutationObserver | null = null;

  const arrive = () => {
    const heading = headingIn(root);
    if (!heading || (heading === shownHeading && heading.textContent === shownText)) return false;
    waiting?.disconnect();
    waiting = null;
    shownHeading = heading;
    shownText = heading.textContent;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    focusInView(heading, 'nearest');
    return true;
  };
  const awaitHeading = () => {
    waiting?.disconnect();
    if (arrive()) return;
    waiting = new MutationObserver(arrive);
    // The whole page: a page of another frame (the sign-in pages) draws a main of its own.
    waiting.observe(root.body, { childList: true, subtree: true, characterData: true });
  };

  moves.subscribe((pathname) => {
    if (pathname === shownPath) return;
    shownPath = pathname;
    awaitHeading();
  });
  // A move made before this started (a quick sign-in): its heading, unless the customer is already elsewhere.
  const active = root.activeElement;
  if (shownPath !== landed && (!active || active === root.body)) {
    shownHeading = null;
    awaitHeading();
  }
}
