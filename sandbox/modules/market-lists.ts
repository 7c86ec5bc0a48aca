/** Time filters and ordering shared by the list calls of the market, spot, futures and quick-exchange modules. */

/** Whether an ISO time lies in [start, end); an absent bound does not limit. */
export function withinTimes(time: string, start: string | undefined, end: string | undefined): boolean {
  const t = Date.parse(time);
  return (start === undefined || t >= Date.parse(start)) && (end === undefined || t < Date.parse(end));
}

/** Newest first, by an ISO time field. */
export const newestFirst = <T extends { CreateTime: string }>(a: T, b: T): number =>
  Date.parse(b.CreateTime) - Date.parse(a.CreateTime);
