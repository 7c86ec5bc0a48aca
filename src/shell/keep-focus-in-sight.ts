/**
 * What the page frame does for the one focus rule, started once the landing page is shown
 * (start-later.ts), in a chunk of its own: the sticky parts' heights kept as the page's scroll
 * padding (sticky-insets.ts), and the focus moved to each new page's heading (heading-focus.ts).
 */
import { focusHeadingsOnArrival, type PageMoves } from './heading-focus.ts';
import { watchStickyInsets } from './sticky-insets.ts';

export function keepFocusInSight(moves: PageMoves): void {
  watchStickyInsets();
  focusHeadingsOnArrival(moves);
}
