/** Paging and ordering shared by the content modules (foundation, news, help). */

export interface Page<T> {
  Items: T[];
  PageIndex: number;
  PageRows: number;
  TotalCount: number;
}

/** Page `PageIndex` (from 1) of `PageRows` items; a page past the end is empty, not an error. */
export function pageOf<T>(items: T[], PageIndex = 1, PageRows = 20): Page<T> {
  const start = (PageIndex - 1) * PageRows;
  return { Items: items.slice(start, start + PageRows), PageIndex, PageRows, TotalCount: items.length };
}

/** ISO times order as text, so the newest sorts first without parsing. */
export const newestFirst = <T extends { CreateTime: string }>(a: T, b: T): number => b.CreateTime.localeCompare(a.CreateTime);
