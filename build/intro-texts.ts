/**
 * The texts of the pages' intros (src/config/page-intros.ts) in every language, for the
 * landing-files list: start-up paints them before the app's code has run, so it cannot format
 * messages. Each text is written as parts: plain text at even places, the name of a value
 * (`brand`) at odd ones. A message with anything else in it (a plural, a date, a tag) fails the
 * build, naming its key.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { IntroParts, IntroTexts } from '../src/app/landing.ts';
import { introValueNames, pageIntros } from '../src/config/page-intros.ts';
import { supportedLanguages } from '../src/lib/language.ts';

/** The parts of one message, or an error naming what the start-up painter cannot write. */
export function introParts(message: string, key: string): IntroParts {
  const parts: IntroParts = [''];
  for (const element of parse(message)) {
    if (element.type === TYPE.literal) parts[parts.length - 1] += element.value;
    else if (element.type === TYPE.argument && (introValueNames as readonly string[]).includes(element.value))
      parts.push(element.value, '');
    else throw new Error(`page intro: message "${key}" must be plain text (with {brand} at most)`);
  }
  return parts;
}

/** Every message of a language, from its catalogue folder (shared areas and page areas). */
function catalogue(folder: string): Record<string, string> {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as object));
}

export function introTexts(messagesFolder: string): IntroTexts {
  const texts: IntroTexts = {};
  for (const language of supportedLanguages) {
    const messages = catalogue(join(messagesFolder, language));
    for (const [page, keys] of Object.entries(pageIntros)) {
      const text = (key: string) => {
        const message = messages[key];
        if (message === undefined) throw new Error(`page intro: no message "${key}" in ${language}`);
        return introParts(message, key);
      };
      const look = 'look' in keys ? { look: keys.look } : {};
      (texts[page as keyof IntroTexts] ??= {})[language] = { title: text(keys.title), lead: text(keys.lead), ...look };
    }
  }
  return texts;
}
