/**
 * Vite plugin: a notice in index.html's start-up skeleton for a visitor whose app never starts (its
 * code blocked by a content blocker, a connection lost while it downloads, a file a new deployment
 * replaced). Hidden at first, it shows after a while by CSS alone, so it costs start-up no script;
 * the app's first render replaces it with the rest of the skeleton. It is written in every language
 * (src/i18n/start-up/), and the one shown follows the page's language (`<html lang>`, which start-up
 * sets as soon as site.json says which: English until then).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { escapeHtml } from './escape-html.ts';
import { defaultLanguage, supportedLanguages, type Language } from '../src/lib/language.ts';

export interface StalledTexts {
  /** What is wrong and what the visitor can do. */
  'startUp.stalled': string;
  /** The link that loads the page again. */
  'startUp.reload': string;
}

const placeholder = '<div class="boot-stalled" role="note"></div>';

/** The notice's paragraphs, one per language, each marked with its language. */
export function stalledNotice(texts: Record<Language, StalledTexts>): string {
  const paragraphs = supportedLanguages.map((language) => {
    const text = texts[language];
    if (!text?.['startUp.stalled'] || !text['startUp.reload'])
      throw new Error(`start-up notice: src/i18n/start-up/${language}.json needs both of its texts`);
    return `<p lang="${language}">${escapeHtml(text['startUp.stalled'])} <a href="">${escapeHtml(text['startUp.reload'])}</a></p>`;
  });
  return `<div class="boot-stalled" role="note">${paragraphs.join('')}</div>`;
}

/** The rules that show one paragraph: the page's language's, else the default language's. */
export function stalledLanguageRules(): string {
  const others = supportedLanguages.filter((language) => language !== defaultLanguage);
  const hidden = [
    ...others.map((language) => `html:not(:lang(${language})) .boot-stalled [lang="${language}"]`),
    `html:is(${others.map((language) => `:lang(${language})`).join(',')}) .boot-stalled [lang="${defaultLanguage}"]`,
  ];
  return `${hidden.join(', ')} { display: none; }`;
}

/** index.html with the notice in its placeholder and the language rules at the end of its first style. */
export function withStalledNotice(html: string, texts: Record<Language, StalledTexts>): string {
  if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder} for the start-up notice`);
  return html
    .replace(placeholder, stalledNotice(texts))
    .replace('</style>', `  ${stalledLanguageRules()}\n    </style>`);
}

export function stalledNoticePlugin(folder = 'src/i18n/start-up'): Plugin {
  const texts = () =>
    Object.fromEntries(
      supportedLanguages.map((language) => [
        language,
        JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as StalledTexts,
      ]),
    ) as Record<Language, StalledTexts>;
  return {
    name: 'exchange-web:stalled-notice',
    transformIndexHtml: (html) => withStalledNotice(html, texts()),
  };
}
