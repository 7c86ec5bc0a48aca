import { describe, expect, it } from 'vitest';
import { compileCatalogue, isCatalogueFile } from './precompiled-messages.ts';

describe('message precompilation', () => {
  it('turns each message into its AST', () => {
    const compiled = JSON.parse(compileCatalogue(JSON.stringify({ hello: 'Hello {name}' }), 'en/x.json'));
    expect(compiled.hello).toEqual([
      { type: 0, value: 'Hello ' },
      { type: 1, value: 'name' },
    ]);
  });

  it('names the key of a message that does not parse', () => {
    expect(() => compileCatalogue(JSON.stringify({ broken: 'Hello {name' }), 'en/x.json')).toThrow(
      'en/x.json: message "broken" is not valid ICU',
    );
  });

  it('compiles the shared catalogues and each product folder’s messages, not its descriptions', () => {
    expect(isCatalogueFile('/repo/src/i18n/messages/en/common.json')).toBe(true);
    expect(isCatalogueFile('/repo/src/i18n/messages/fr/pages/ui-forms.json')).toBe(true);
    expect(isCatalogueFile('/repo/src/features/markets/messages/en.json')).toBe(true);
    expect(isCatalogueFile('/repo/src/features/fiat/otc/messages/zh-Hant.json')).toBe(true);
    expect(isCatalogueFile('/repo/src/features/markets/descriptions/en.json')).toBe(false);
    expect(isCatalogueFile('/repo/site-config/site.json')).toBe(false);
  });
});
