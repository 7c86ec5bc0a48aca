/** A text cut into the parts that match the searched words and the rest, for highlighting. */
export interface TextPart {
  text: string;
  match: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a search, longest first, so that a longer word wins where two overlap. */
export const searchWords = (search: string): string[] =>
  [
    ...new Set(
      search
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => w.toLowerCase()),
    ),
  ].sort((a, b) => b.length - a.length);

/** `text` in parts, each word of `search` marked wherever it occurs, ignoring case. */
export function highlightParts(text: string, search: string): TextPart[] {
  const words = searchWords(search);
  if (words.length === 0 || text === '') return text === '' ? [] : [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escape).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, match: words.includes(part.toLowerCase()) }));
}
