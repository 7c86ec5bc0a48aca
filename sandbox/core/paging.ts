/**
 * Paging of every list call (docs/contract.md: `PageIndex`/`PageRows` in, `{ Items, PageIndex,
 * PageRows, TotalCount }` out), in one place so that all modules page alike.
 */

/** What a list call asks for; both may be left out. */
export interface PageRequest {
  PageIndex?: number;
  PageRows?: number;
}

export interface Page<T> {
  Items: T[];
  PageIndex: number;
  PageRows: number;
  TotalCount: number;
}

/**
 * One page of a list that the caller has already filtered and sorted. PageIndex counts from 1
 * and defaults to 1, PageRows defaults to 20; a page past the end is empty, not an error.
 */
export function pageOf<T>(items: T[], paging: PageRequest | undefined): Page<T> {
  const PageIndex = paging?.PageIndex ?? 1;
  const PageRows = paging?.PageRows ?? 20;
  const from = (PageIndex - 1) * PageRows;
  return { Items: items.slice(from, from + PageRows), PageIndex, PageRows, TotalCount: items.length };
}

/** A page of stored records, each turned into what the answer shows; only the page's records are turned. */
export function pageOfViews<R, V>(records: R[], paging: PageRequest | undefined, view: (record: R) => V): Page<V> {
  const page = pageOf(records, paging);
  return { ...page, Items: page.Items.map((record) => view(record)) };
}
