/**
 * Every message of each page language, for component tests: the shared areas
 * (src/i18n/messages/<language>/, with its pages/) and each product's texts
 * (src/features/<area>/messages/<language>.json), all loaded at once.
 */
import { pageAreaFile } from '../../src/i18n/page-area-files.ts';
import type { Language } from '../../src/lib/language.ts';

type Parts = Record<string, Record<string, string>>;
const parts: Record<Language, Parts> = {
  en: import.meta.glob(['../../src/i18n/messages/en/**/*.json', '../../src/features/**/messages/en.json'], {
    import: 'default',
    eager: true,
  }),
  fr: import.meta.glob(['../../src/i18n/messages/fr/**/*.json', '../../src/features/**/messages/fr.json'], {
    import: 'default',
    eager: true,
  }),
  'zh-CN': import.meta.glob(['../../src/i18n/messages/zh-CN/**/*.json', '../../src/features/**/messages/zh-CN.json'], {
    import: 'default',
    eager: true,
  }),
  'zh-Hant': import.meta.glob(
    ['../../src/i18n/messages/zh-Hant/**/*.json', '../../src/features/**/messages/zh-Hant.json'],
    { import: 'default', eager: true },
  ),
};

/** Every message of `language`, shared areas and page areas together. */
export const messagesOf = (language: Language): Record<string, string> =>
  Object.assign({}, ...Object.values(parts[language]));

export const englishMessages: Record<string, string> = messagesOf('en');

/** Every page area's name: the messages here hold them all. */
export const allAreas: string[] = Object.keys(parts.en).flatMap((file) => pageAreaFile(file)?.area ?? []);
