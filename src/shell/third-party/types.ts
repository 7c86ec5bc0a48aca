/** What the app tells a loaded chat or analytics provider. */
export interface ChatWidget {
  /** The customer opened another page (its path: no query, no fragment). */
  pageChanged(path: string): void;
}

export interface PageViewMeasure {
  /** One page view of this path (no query, no fragment). */
  pageView(path: string): void;
}
