/** One page of a list that is already sorted newest first. */
export function pageOf<T>(items: T[], page: { PageIndex?: number; PageRows?: number } | undefined) {
  const PageIndex = page?.PageIndex ?? 1;
  const PageRows = page?.PageRows ?? 20;
  return { Items: items.slice((PageIndex - 1) * PageRows, PageIndex * PageRows), PageIndex, PageRows, TotalCount: items.length };
}
