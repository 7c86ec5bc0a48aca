/** The message catalogues, each its own chunk: only the active language is downloaded. */
import type { Language } from '../lib/language.ts';

export type Messages = Record<string, string>;

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  'zh-CN': () => import('./messages/zh-CN.json'),
  'zh-Hant': () => import('./messages/zh-Hant.json'),
};

export async function loadMessages(language: Language): Promise<Messages> {
  return (await loaders[language]()).default;
}
