/**
 * What a page says of itself for the document's head (its title, and a record's summary and date):
 * the server listens while it renders a page and writes them into the head it sends; in the
 * browser nobody listens, and usePageTitle keeps the document's title.
 */
export interface PageHeadParts {
  title?: string;
  /** A record's own summary (a story's, an announcement's): the page's description. */
  summary?: string;
  /** A record's body (server HTML), for a description when it has no summary of its own. */
  body?: string;
  /** When a record was published (ISO 8601). */
  published?: string;
  /** Where the page sits (its breadcrumbs), for the search engines' trail. */
  trail?: readonly { label: string; to?: string }[];
  /** The record the address names does not exist: the page says so, and is answered as not found. */
  missing?: boolean;
  /** The record's own picture (a site address), for its link preview. */
  picture?: string;
  /** What kind of record the page shows (schema.org). */
  kind?: 'NewsArticle' | 'Article';
}

let listener: ((parts: PageHeadParts) => void) | null = null;

export function listenToPageHead(next: ((parts: PageHeadParts) => void) | null): void {
  listener = next;
}

/** Tells the head what the page shows; called while rendering, it only records. */
export function tellPageHead(parts: PageHeadParts): void {
  listener?.(parts);
}
