/** Ordering shared by the content modules (foundation, news, help). */

/** ISO times order as text, so the newest sorts first without parsing. */
export const newestFirst = <T extends { CreateTime: string }>(a: T, b: T): number =>
  b.CreateTime.localeCompare(a.CreateTime);
