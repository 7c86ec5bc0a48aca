import { describe, expect, it } from 'vitest';
import { namedLists, ordinal, pairItems } from './named-lists.ts';

const sections = (...ids: string[]) => ids.map((id) => ({ id, on: true }));

describe('the items of a named list', () => {
  it('are paired by their key wherever they stand, and only the fewest that explain the new order moved', () => {
    const list = namedLists['home.sections'];
    const before = sections('a', 'b', 'c', 'd', 'e');
    const pairing = pairItems(list, before, sections('b', 'c', 'a', 'e', 'd'));
    expect(pairing.pairs).toEqual([
      [1, 0, false],
      [2, 1, false],
      [0, 2, false],
      [4, 3, false],
      [3, 4, false],
    ]);
    // b, c and d kept their order: a and e are the two that moved.
    expect(pairing.moved.map((at) => before[pairing.pairs[at][0]].id)).toEqual(['a', 'e']);
    expect(pairItems(list, before, before).moved).toEqual([]);
  });

  it('find a renamed item by its second field, and leave the rest added or removed', () => {
    const before = [
      { path: '/a', page: 'one' },
      { path: '/b', page: 'two' },
    ];
    const after = [
      { path: '/c', page: 'three' },
      { path: '/z', page: 'two' },
    ];
    expect(pairItems(namedLists.routes, before, after)).toEqual({
      pairs: [[1, 1, true]],
      removed: [0],
      added: [0],
      moved: [],
    });
  });
});

describe('a place in words', () => {
  it('reads as English ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
