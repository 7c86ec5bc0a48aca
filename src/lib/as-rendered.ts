/**
 * What the server assumed about a browser it cannot see when it rendered a page: the browser's
 * takeover (hydration) renders with the same, then follows the browser. Stores that read the
 * browser hand these to React as their server snapshot.
 */
export interface AsRendered {
  /** The mobile layout, guessed from the browser's own word (its user agent). */
  mobile: boolean;
  /** The browser's user agent, as its request said. */
  userAgent: string;
}

let assumed: AsRendered = { mobile: false, userAgent: '' };

export const asRendered = (): AsRendered => assumed;

/** The browser's user agent: its own in the browser, its request's on the server. */
export const userAgent = (): string => (typeof navigator === 'undefined' ? assumed.userAgent : navigator.userAgent);

export function assumeRendered(next: AsRendered): void {
  assumed = next;
}
