/** Paging and time filters shared by the list calls of the market, spot, futures and quick-exchange modules. */

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

/** One page of a list that is already sorted; PageIndex counts from 1, PageRows defaults to 20. */
export function pageOf<T>(items: T[], request: PageRequest | undefined): Page<T> {
  const PageIndex = request?.PageIndex ?? 1;
  const PageRows = request?.PageRows ?? 20;
  const from = (PageIndex - 1) * PageRows;
  return { Items: items.slice(from, from + PageRows), PageIndex, PageRows, TotalCount: items.length };
}

/** Whether an ISO time lies in [start, end); an absent bound does not limit. */
export function withinTimes(time: string, start: string | undefined, end: string | undefined): boolean {
  const t = Date.parse(time);
  return (start === undefined || t >= Date.parse(start)) && (end === undefined || t < Date.parse(end));
}

/** Newest first, by an ISO time field. */
export const newestFirst = <T extends { CreateTime: string }>(a: T, b: T): number => Date.parse(b.CreateTime) - Date.parse(a.CreateTime);
