import { describe, expect, it } from 'vitest';
import { loadDocument, resolveDocument } from './load-document.ts';

describe('a host document', () => {
  it('is the same tree, every $ref resolved, whether read from the YAML or from its JSON copy', () => {
    for (const host of ['base', 'futures', 'maintenance']) {
      const resolved = resolveDocument(host);
      expect(JSON.stringify(resolved)).not.toContain('"$ref"');
      expect(loadDocument(host)).toEqual(resolved);
      // The second read comes from the copy the first one left.
      expect(loadDocument(host)).toEqual(resolved);
    }
  });
});
