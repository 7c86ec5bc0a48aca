import { describe, expect, it } from 'vitest';
import { pageOf, pageOfViews } from './paging.ts';

const letters = [...'abcdefghijklmnopqrstuvwxy'];

describe('pageOf', () => {
  it('answers the first 20 items when no paging is asked for', () => {
    expect(pageOf(letters, undefined)).toEqual({
      Items: letters.slice(0, 20),
      PageIndex: 1,
      PageRows: 20,
      TotalCount: 25,
    });
    expect(pageOf(letters, {})).toEqual(pageOf(letters, undefined));
  });

  it('answers the asked page, counting from 1', () => {
    expect(pageOf(letters, { PageIndex: 2, PageRows: 3 })).toEqual({
      Items: ['d', 'e', 'f'],
      PageIndex: 2,
      PageRows: 3,
      TotalCount: 25,
    });
  });

  it('answers a short last page and an empty page past the end', () => {
    expect(pageOf(letters, { PageIndex: 2 }).Items).toEqual(['u', 'v', 'w', 'x', 'y']);
    expect(pageOf(letters, { PageIndex: 4, PageRows: 10 })).toEqual({
      Items: [],
      PageIndex: 4,
      PageRows: 10,
      TotalCount: 25,
    });
  });
});

describe('pageOfViews', () => {
  it('pages the records, then shows only those of the page', () => {
    const shown: string[] = [];
    const view = (letter: string) => {
      shown.push(letter);
      return letter.toUpperCase();
    };
    expect(pageOfViews(letters, { PageIndex: 3, PageRows: 2 }, view)).toEqual({
      Items: ['E', 'F'],
      PageIndex: 3,
      PageRows: 2,
      TotalCount: 25,
    });
    expect(shown).toEqual(['e', 'f']);
  });
});
