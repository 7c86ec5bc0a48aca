/** Where the visitor is, and word of each route change: the app's router, seen from here. */
export interface Pages {
  pathname(): string;
  subscribe(listener: (pathname: string) => void): void;
}

/** What the app tells a loaded chat or analytics provider. */
export interface ChatWidget {
  /** The customer opened another page (its path: no query, no fragment). */
  pageChanged(path: string): void;
}

export interface PageViewMeasure {
  /** One page view of this path (no query, no fragment). */
  pageView(path: string): void;
}
