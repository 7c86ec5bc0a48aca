/**
 * The message catalogues: one folder per language, one file per product area
 * (messages/<language>/<area>.json). Only the active language's files are downloaded.
 */
import type { Language } from '../lib/language.ts';

export type Messages = Record<string, string>;
type Parts = Record<string, () => Promise<Messages>>;

const parts: Record<Language, Parts> = {
  en: import.meta.glob<Messages>('./messages/en/*.json', { import: 'default' }),
  fr: import.meta.glob<Messages>('./messages/fr/*.json', { import: 'default' }),
  'zh-CN': import.meta.glob<Messages>('./messages/zh-CN/*.json', { import: 'default' }),
  'zh-Hant': import.meta.glob<Messages>('./messages/zh-Hant/*.json', { import: 'default' }),
};

export async function loadMessages(language: Language): Promise<Messages> {
  const loaded = await Promise.all(Object.values(parts[language]).map((load) => load()));
  return Object.assign({}, ...loaded);
}
