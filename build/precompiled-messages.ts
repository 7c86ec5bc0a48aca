/**
 * Vite plugin: compiles the message catalogues (src/i18n/messages, and each product's texts in
 * src/features/<area>/messages/, src/i18n/page-area-files.ts) to react-intl's message AST
 * at build time, so the browser needs no ICU parser (vite.config.ts points the parser at its
 * no-parser build). A message that does not parse fails the build, naming its key.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const catalogueFile = /\/src\/(i18n\/messages\/.+|features\/(.+\/)?messages\/[^/]+)\.json$/;

/** Whether a file (an absolute path) is a message catalogue; a product's descriptions are not. */
export const isCatalogueFile = (file: string): boolean => catalogueFile.test(file);

export function compileCatalogue(text: string, file: string): string {
  const messages = JSON.parse(text) as Record<string, string>;
  const compiled = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parse(message)];
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not valid ICU: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
  return JSON.stringify(compiled);
}

export function precompiledMessages(): Plugin {
  return {
    name: 'exchange-web:precompiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      return isCatalogueFile(file) ? { code: compileCatalogue(code, file), map: null } : null;
    },
  };
}
