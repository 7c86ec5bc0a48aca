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

const headingIn = (main: Element | null) => main?.querySelector<HTMLElement>('h1') ?? null;

/** Focuses each new page's heading once it is drawn in `#main`. */
export function focusHeadingsOnArrival(moves: PageMoves, root: Document = document): void {
  let shownPath = moves.pathname();
  let waiting: MutationObserver | null = null;
  moves.subscribe((pathname) => {
    if (pathname === shownPath) return;
    shownPath = pathname;
    waiting?.disconnect();
    const main = root.getElementById('main');
    if (!main) return;
    const before = headingIn(main);
    const beforeText = before?.textContent;
    const arrive = () => {
      const heading = headingIn(main);
      if (!heading || (heading === before && heading.textContent === beforeText)) return false;
      waiting?.disconnect();
      waiting = null;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      focusInView(heading, 'nearest');
      return true;
    };
    if (arrive()) return;
    waiting = new MutationObserver(arrive);
    waiting.observe(main, { childList: true, subtree: true, characterData: true });
  });
}
