// @vitest-environment node
import { describe, expect, it } from 'vitest';

type Files = Record<string, Record<string, string>>;
/** Each language's files: the shared ones (messages/<language>/) and each product's (src/features/<area>/messages/<language>.json). */
const files: Record<string, Files> = {
  en: import.meta.glob(['./messages/en/**/*.json', '../features/**/messages/en.json'], {
    import: 'default',
    eager: true,
  }),
  fr: import.meta.glob(['./messages/fr/**/*.json', '../features/**/messages/fr.json'], {
    import: 'default',
    eager: true,
  }),
  'zh-CN': import.meta.glob(['./messages/zh-CN/**/*.json', '../features/**/messages/zh-CN.json'], {
    import: 'default',
    eager: true,
  }),
  'zh-Hant': import.meta.glob(['./messages/zh-Hant/**/*.json', '../features/**/messages/zh-Hant.json'], {
    import: 'default',
    eager: true,
  }),
};
/** A file's place, the same in every language: `pages/ui-forms.json`, `../features/markets/messages`. */
const area = (path: string) =>
  path.startsWith('../features/') ? path.slice(0, path.lastIndexOf('/')) : path.split('/').slice(3).join('/');
const merged = (language: string) => Object.assign({}, ...Object.values(files[language])) as Record<string, string>;
const en = merged('en');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it.each(['fr', 'zh-CN', 'zh-Hant'])('%s has the same area files as en, each with exactly its keys', (language) => {
    expect(Object.keys(files[language]).map(area).sort()).toEqual(Object.keys(files.en).map(area).sort());
    for (const [path, messages] of Object.entries(files.en)) {
      const other = Object.entries(files[language]).find(([p]) => area(p) === area(path))![1];
      expect(Object.keys(other).sort(), `${language}/${area(path)}`).toEqual(Object.keys(messages).sort());
    }
  });

  it('never defines a key in two area files', () => {
    const keys = Object.values(files.en).flatMap((m) => Object.keys(m));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it.each(Object.keys(files))('%s has no empty message and keeps every placeholder of en', (language) => {
    for (const [key, text] of Object.entries(merged(language))) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(en[key]));
    }
  });

  it('translates French rather than copying English', () => {
    const fr = merged('fr');
    const same = Object.keys(en).filter((k) => en[k] === fr[k] && /[a-z]{4}/.test(en[k]));
    expect(same.length / Object.keys(en).length).toBeLessThan(0.1);
  });
});
