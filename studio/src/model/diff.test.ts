import { describe, expect, it } from 'vitest';
import { diffConfigs } from './diff.ts';

describe('the diff against the file on disk', () => {
  it('names each changed, added and removed key by its path', () => {
    const before = { brand: { colors: { primary: '#1d4ed8' } }, chat: { provider: 'crisp', id: 'a' } };
    const after = { brand: { colors: { primary: '#7c3aed' } }, monitoring: { endpoint: '/r' } };
    expect(diffConfigs(before, after)).toEqual([
      { path: 'brand.colors.primary', kind: 'changed', before: '#1d4ed8', after: '#7c3aed' },
      { path: 'chat', kind: 'removed', before: { provider: 'crisp', id: 'a' } },
      { path: 'monitoring', kind: 'added', after: { endpoint: '/r' } },
    ]);
  });

  it('compares lists of one length item by item, and a list that changed length as a whole', () => {
    const sections = [
      { id: 'banner', on: true },
      { id: 'features', on: true },
      { id: 'startUse', on: true },
    ];
    const swapped = [sections[0], sections[2], sections[1]];
    expect(diffConfigs({ home: { sections } }, { home: { sections: swapped } }).map((c) => c.path)).toEqual([
      'home.sections[1].id',
      'home.sections[2].id',
    ]);
    expect(diffConfigs({ nav: ['a', 'b'] }, { nav: ['a'] })).toEqual([
      { path: 'nav', kind: 'changed', before: ['a', 'b'], after: ['a'] },
    ]);
  });

  it('finds nothing between equal configs whatever their key order', () => {
    expect(diffConfigs({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
  });
});
