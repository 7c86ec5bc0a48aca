// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterOptions, foldForSearch } from './option-search.ts';

const currencies = [
  { code: 'BRL', name: 'Real brésilien' },
  { code: 'NGN', name: 'Naira' },
  { code: 'USDT', name: 'Tether' },
  { code: 'TUSD', name: 'TrueUSD' },
  { code: 'XAF', name: 'Franc CFA' },
];

describe('option search', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('  Réal BRÉSILIEN ')).toBe('real bresilien');
    expect(filterOptions(currencies, 'bresil').map((o) => o.code)).toEqual(['BRL']);
    expect(filterOptions(currencies, 'NAÏRA').map((o) => o.code)).toEqual(['NGN']);
  });

  it('finds by code and by name, codes that start with the query first', () => {
    expect(filterOptions(currencies, 'usd').map((o) => o.code)).toEqual(['USDT', 'TUSD']);
    expect(filterOptions(currencies, 't').map((o) => o.code)).toEqual(['TUSD', 'USDT']);
  });

  it('keeps every option in order for an empty query, and none for a query nothing holds', () => {
    expect(filterOptions(currencies, '  ')).toEqual(currencies);
    expect(filterOptions(currencies, 'zzz')).toEqual([]);
  });
});
