/** Filtering a picker's options (coins, networks, currencies) by what the customer types. */

/** Lower case without accents or surrounding spaces: `Réal` and `real` match. */
export const foldForSearch = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export interface SearchableOption {
  code: string;
  name?: string;
}

/**
 * The options whose code or name holds the query (case and accents ignored), those whose code
 * starts with it first; every option, in order, for an empty query.
 */
export function filterOptions<O extends SearchableOption>(options: readonly O[], query: string): O[] {
  const wanted = foldForSearch(query);
  if (wanted === '') return [...options];
  const starts: O[] = [];
  const holds: O[] = [];
  for (const option of options) {
    const code = foldForSearch(option.code);
    if (code.startsWith(wanted)) starts.push(option);
    else if (code.includes(wanted) || foldForSearch(option.name ?? '').includes(wanted)) holds.push(option);
  }
  return [...starts, ...holds];
}
