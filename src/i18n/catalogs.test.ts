import { describe, expect, it } from 'vitest';
import en from './messages/en.json';
import fr from './messages/fr.json';
import zhCN from './messages/zh-CN.json';
import zhHant from './messages/zh-Hant.json';

const catalogs: Record<string, Record<string, string>> = { en, fr, 'zh-CN': zhCN, 'zh-Hant': zhHant };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it.each(Object.keys(catalogs).filter((l) => l !== 'en'))('%s has exactly the keys of en', (language) => {
    expect(Object.keys(catalogs[language]).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(catalogs))('%s has no empty message and keeps every placeholder of en', (language) => {
    for (const [key, text] of Object.entries(catalogs[language])) {
      expect(text.trim(), `${language} ${key}`).not.toBe('');
      expect(placeholders(text), `${language} ${key}`).toEqual(placeholders((en as Record<string, string>)[key]));
    }
  });

  it('translates French rather than copying English', () => {
    const same = Object.keys(en).filter((k) => (en as Record<string, string>)[k] === (fr as Record<string, string>)[k] && /[a-z]{4}/.test((en as Record<string, string>)[k]));
    expect(same.length / Object.keys(en).length).toBeLessThan(0.1);
  });
});
