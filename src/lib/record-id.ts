/**
 * A record's id as an address carries it (`?id=1101`, `?keyWords=1003`, `/news/detail/503`): a
 * positive whole number of at most nine digits, else null (missing, or not an id).
 */
export const recordId = (raw: string | null | undefined): number | null =>
  raw !== null && raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
