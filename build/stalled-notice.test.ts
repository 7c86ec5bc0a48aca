// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stalledLanguageRules, withStalledNotice, type StalledTexts } from './stalled-notice.ts';
import { supportedLanguages, type Language } from '../src/lib/language.ts';

const texts = Object.fromEntries(
  supportedLanguages.map((language) => [
    language,
    { 'startUp.stalled': `Slow in ${language} <b>&</b>`, 'startUp.reload': `Reload ${language}` },
  ]),
) as Record<Language, StalledTexts>;
const page =
  '<html><head><style>body { margin: 0; }</style></head><body><div id="root"><div class="boot-stalled" role="note"></div></div></body></html>';

describe('the notice for a visitor whose app never starts', () => {
  it('is written in every language, each paragraph marked with its language and a link that loads the page again', () => {
    const html = withStalledNotice(page, texts);
    for (const language of supportedLanguages)
      expect(html).toContain(
        `<p lang="${language}">Slow in ${language} &lt;b&gt;&amp;&lt;/b&gt; <a href="">Reload ${language}</a></p>`,
      );
    expect(html).not.toContain('<b>');
  });

  it('shows one language only: each other one is hidden unless the page is in it, English unless the page is in another', () => {
    const rules = stalledLanguageRules();
    expect(rules).toContain('html:not(:lang(fr)) .boot-stalled [lang="fr"]');
    expect(rules).toContain('html:not(:lang(zh-Hant)) .boot-stalled [lang="zh-Hant"]');
    expect(rules).toContain('html:is(:lang(fr),:lang(zh-CN),:lang(zh-Hant)) .boot-stalled [lang="en"]');
    expect(withStalledNotice(page, texts)).toContain(`${rules}\n    </style>`);
  });

  it('fails the build when a language lacks a text, or index.html has no place for the notice', () => {
    expect(() => withStalledNotice(page, { ...texts, fr: { 'startUp.stalled': 'Lent' } as StalledTexts })).toThrow(
      /fr\.json needs both/,
    );
    expect(() => withStalledNotice('<html><body></body></html>', texts)).toThrow(/no <div class="boot-stalled"/);
  });
});
