import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageIntros } from '../src/config/page-intros.ts';
import { supportedLanguages } from '../src/lib/language.ts';
import { introParts, introTexts } from './intro-texts.ts';

describe("a page intro's message as start-up writes it", () => {
  it('is plain text, with a named value at odd places', () => {
    expect(introParts('Markets', 'k')).toEqual(['Markets']);
    expect(introParts('Get the {brand} app', 'k')).toEqual(['Get the ', 'brand', ' app']);
    expect(introParts('{brand}', 'k')).toEqual(['', 'brand', '']);
  });

  it("reads ICU's quoting as the app does", () => {
    expect(introParts("Téléchargez l'application", 'k')).toEqual(["Téléchargez l'application"]);
    expect(introParts("It''s '{brand}'", 'k')).toEqual(["It's {brand}"]);
  });

  it('fails the build, naming the key, for anything start-up cannot write', () => {
    expect(() => introParts('{count, plural, one {# market} other {# markets}}', 'markets.lead')).toThrow(
      /"markets.lead" must be plain text/,
    );
    expect(() => introParts('Hello {name}', 'k')).toThrow(/plain text/);
    expect(() => introParts('See <b>this</b>', 'k')).toThrow(/plain text/);
  });
});

describe("the intros' texts in the landing list", () => {
  it("hold every intro page's heading and lead in every language, from the catalogues", () => {
    const texts = introTexts(resolve(import.meta.dirname, '../src/i18n/messages'));
    for (const page of Object.keys(pageIntros) as (keyof typeof pageIntros)[])
      for (const language of supportedLanguages) {
        const intro = texts[page]?.[language];
        expect(intro?.title.join('').length, `${page} ${language}`).toBeGreaterThan(0);
        expect(intro?.lead.join('').length, `${page} ${language}`).toBeGreaterThan(0);
      }
    expect(texts.markets?.en).toEqual({
      title: ['Markets'],
      lead: ['Live prices of every market, refreshed every few seconds. Press a pair to trade it.'],
    });
    expect(texts.download?.fr?.title).toEqual(["Téléchargez l'application ", 'brand', '']);
    expect(texts.help?.en).toEqual({
      title: ['Help centre'],
      lead: ['Answers to common questions, step-by-step guides and videos.'],
      look: 'hero',
    });
  });
});
