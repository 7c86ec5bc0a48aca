/**
 * A list page's view in the address query: each key described with its default and how to read it.
 * Reading never fails (a missing, invalid or hostile value gives the default); writing leaves out
 * the keys at their default and keeps any other query key as it was.
 */
import { isIsoDay } from './date-range.ts';
import { formatSort, parseSort, type Sort } from './sort.ts';

export interface SearchParam<T> {
  /** `page` is reset when anything else changes; `text` changes are typing (they replace the entry). */
  kind: 'choice' | 'page' | 'number' | 'text' | 'day' | 'sort';
  fallback: T;
  /** The value of the raw query text, or `fallback` when it is absent or not acceptable. */
  parse(raw: string | null): T;
  /** The query text of a value; '' when the value is the fallback's. */
  format(value: T): string;
  /** For a day: the key of the range's first day; a pair out of order falls back to the defaults. */
  notBefore?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each key has its own value type
export type SearchDescription = Record<string, SearchParam<any>>;
export type SearchValues<D extends SearchDescription> = {
  [K in keyof D]: D[K] extends SearchParam<infer T> ? T : never;
};
export type HistoryMode = 'push' | 'replace';

const positiveInteger = /^[1-9]\d{0,8}$/;
// A search is one line of text: line breaks, NUL and the like only come from a crafted link.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

export const searchParam = {
  /** One of `values` (a tab, a status, a coin list filter). */
  oneOf<const V extends string>(values: readonly V[], fallback: V): SearchParam<V> {
    return {
      kind: 'choice',
      fallback,
      parse: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as V) : fallback),
      format: (value) => (value === fallback ? '' : value),
    };
  },
  /** The page of a paged list, from 1. */
  page(): SearchParam<number> {
    return { ...searchParam.positiveInteger(1), kind: 'page' };
  },
  /** A whole number from 1 (at most nine digits). */
  positiveInteger(fallback: number): SearchParam<number> {
    return {
      kind: 'number',
      fallback,
      parse: (raw) => (raw !== null && positiveInteger.test(raw) ? Number(raw) : fallback),
      format: (value) => (value === fallback ? '' : String(value)),
    };
  },
  /** Free text (a search), trimmed; longer than `maxLength` or holding control characters, ignored. */
  text({ fallback = '', maxLength = 100 }: { fallback?: string; maxLength?: number } = {}): SearchParam<string> {
    return {
      kind: 'text',
      fallback,
      parse: (raw) => (raw === null || raw.length > maxLength || controlCharacters.test(raw) ? fallback : raw.trim()),
      format: (value) => (value.trim() === fallback ? '' : value.trim()),
    };
  },
  /** A calendar day `YYYY-MM-DD`, '' for none; `notBefore` names the key of the range's first day. */
  day({ notBefore }: { notBefore?: string } = {}): SearchParam<string> {
    return {
      kind: 'day',
      fallback: '',
      parse: (raw) => (raw !== null && isIsoDay(raw) ? raw : ''),
      format: (value) => value,
      notBefore,
    };
  },
  /** A sort `column:asc|desc` over `columns`; null (no sort: the server's own order) by default. */
  sort<const C extends string>(columns: readonly C[]): SearchParam<Sort<C> | null> {
    return {
      kind: 'sort',
      fallback: null,
      parse: (raw) => (raw === null ? null : parseSort(raw, columns)),
      format: formatSort,
    };
  },
};

const keysOf = <D extends SearchDescription>(description: D) => Object.keys(description) as (keyof D & string)[];

/** Every described value of the query. */
export function readSearch<D extends SearchDescription>(description: D, query: URLSearchParams): SearchValues<D> {
  const values = {} as Record<string, unknown>;
  for (const key of keysOf(description)) values[key] = description[key].parse(query.get(key));
  for (const key of keysOf(description)) {
    const first = description[key].notBefore;
    if (!first || !(first in description)) continue;
    const from = values[first] as string;
    const to = values[key] as string;
    if (from !== '' && to !== '' && from > to) {
      values[first] = description[first].fallback;
      values[key] = description[key].fallback;
    }
  }
  return values as SearchValues<D>;
}

/** The query text of a value, '' for the default (or for a value the key could not read back). */
function textOf<T>(param: SearchParam<T>, value: T): string {
  const text = param.format(value);
  return text !== '' && param.format(param.parse(text)) === text ? text : '';
}

/** `query` with the described keys written from `values`: defaults left out, other keys kept. */
export function writeSearch<D extends SearchDescription>(
  description: D,
  query: URLSearchParams,
  values: SearchValues<D>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of keysOf(description)) {
    const text = textOf(description[key], values[key]);
    if (text === '') next.delete(key);
    else next.set(key, text);
  }
  return next;
}

/** The query as text for the address; `:` stays readable (`sort=time:desc`), as it may in a query. */
export const queryText = (query: URLSearchParams): string => query.toString().replace(/%3A/gi, ':');

/** The keys whose value differs from their default. */
export function keysSet<D extends SearchDescription>(
  description: D,
  values: SearchValues<D>,
  keys: readonly (keyof D & string)[] = keysOf(description),
): (keyof D & string)[] {
  return keys.filter(
    (key) => textOf(description[key], values[key]) !== textOf(description[key], description[key].fallback),
  );
}

/**
 * The values after `changes`, with the page back at 1 when anything else changed, and whether the
 * address should push a history entry (a tab, filter, sort or page) or replace it (typing only).
 * Null when nothing changes.
 */
export function applyChanges<D extends SearchDescription>(
  description: D,
  values: SearchValues<D>,
  changes: Partial<SearchValues<D>>,
): { values: SearchValues<D>; history: HistoryMode } | null {
  const next = { ...values, ...changes };
  const differs = (key: keyof D & string) =>
    textOf(description[key], next[key]) !== textOf(description[key], values[key]);
  const changed = keysOf(description).filter(differs);
  if (changed.length === 0) return null;
  if (changed.some((key) => description[key].kind !== 'page')) {
    for (const key of keysOf(description))
      if (description[key].kind === 'page' && !(key in changes)) next[key] = description[key].fallback;
  }
  const typingOnly = changed.every((key) => description[key].kind === 'text' || description[key].kind === 'page');
  const history = typingOnly && changed.some((key) => description[key].kind === 'text') ? 'replace' : 'push';
  return { values: next, history };
}
