import { describe, expect, it } from 'vitest';
import { compileCatalogue } from './precompiled-messages.ts';

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
});
