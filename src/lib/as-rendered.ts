/**
 * What the server assumed about a browser it cannot see when it rendered a page: the browser's
 * takeover (hydration) renders with the same, then follows the browser. Stores that read the
 * browser hand these to React as their server snapshot.
 */
export interface AsRendered {
  /** The mobile layout, guessed from the browser's own word (its user agent). */
  mobile: boolean;
  /** News pictures are served at their own addresses (by the page renderer, src/server/news-pictures.ts). */
  pictures: boolean;
  /**
   * The whole page is in the HTML, below the first screen too (the footer, the home page's later
   * sections), for a crawler or a visitor without JavaScript: the takeover keeps it where it stands.
   */
  wholePage: boolean;
}

let assumed: AsRendered = { mobile: false, pictures: false, wholePage: false };

export const asRendered = (): AsRendered => assumed;

export function assumeRendered(next: AsRendered): void {
  assumed = next;
}
