// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '../lib/language.ts';
import { shellMessageAreas } from './message-areas.ts';

describe("the shell's own message areas", () => {
  it("hold only their part's texts: what the rest of the shell shows at start-up is never waiting on them", () => {
    for (const area of Object.values(shellMessageAreas).flat())
      for (const language of supportedLanguages) {
        const file = resolve(import.meta.dirname, `../i18n/messages/${language}/pages/${area}.json`);
        const keys = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object);
        expect(keys.length, `${language}/${area}`).toBeGreaterThan(0);
        expect(
          keys.filter((key) => !key.startsWith(`${area}.`)),
          `${language}/pages/${area}.json`,
        ).toEqual([]);
      }
  });
});
