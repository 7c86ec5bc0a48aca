// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal, toDecimal } from './decimal';
import { formatSort, nextSort, parseSort, sortRows } from './sort';

const columns = ['time', 'amount'] as const;

describe('sort', () => {
  it('reads column:direction for a known column', () => {
    expect(parseSort('amount:desc', columns)).toEqual({ column: 'amount', direction: 'desc' });
    expect(parseSort('time:asc', columns)).toEqual({ column: 'time', direction: 'asc' });
  });

  it.each(['fee:asc', 'amount', 'amount:up', 'amount:ASC', ' amount:asc', 'amount:asc;drop', '__proto__:asc', ''])(
    'refuses %j',
    (text) => {
      expect(parseSort(text, columns)).toBeNull();
    },
  );

  it('writes a sort back as it reads it, and no sort as nothing', () => {
    expect(formatSort({ column: 'amount', direction: 'asc' })).toBe('amount:asc');
    expect(formatSort(null)).toBe('');
  });

  it('cycles a column ascending, descending, then off', () => {
    const first = nextSort(null, 'amount');
    expect(first).toEqual({ column: 'amount', direction: 'asc' });
    const second = nextSort(first, 'amount');
    expect(second).toEqual({ column: 'amount', direction: 'desc' });
    expect(nextSort(second, 'amount')).toBeNull();
  });

  it('starts ascending when another column was sorted', () => {
    expect(nextSort({ column: 'time', direction: 'desc' }, 'amount')).toEqual({ column: 'amount', direction: 'asc' });
  });
});

describe('sortRows', () => {
  const rows = [
    { pair: 'A', price: '10.5' },
    { pair: 'B', price: '9.75' },
    { pair: 'C', price: '' },
    { pair: 'D', price: '100' },
    { pair: 'E', price: '0.000001' },
  ];
  const keyOf = (row: { price: string }) => toDecimal(row.price);
  const pairs = (sorted: readonly { pair: string }[]) => sorted.map((r) => r.pair).join('');

  it('orders by the decimal value, not the text, and puts rows without a value last both ways', () => {
    expect(pairs(sortRows(rows, { column: 'price', direction: 'asc' }, keyOf))).toBe('EBADC');
    expect(pairs(sortRows(rows, { column: 'price', direction: 'desc' }, keyOf))).toBe('DABEC');
  });

  it('keeps the given order without a sort, or when no row has the column', () => {
    expect(sortRows(rows, null, keyOf)).toBe(rows);
    expect(pairs(sortRows(rows, { column: 'mark', direction: 'asc' }, () => null))).toBe('ABCDE');
  });

  it('compares more digits than a float holds', () => {
    const close = [
      { pair: 'X', price: '0.10000000000000000001' },
      { pair: 'Y', price: '0.1' },
    ];
    expect(pairs(sortRows(close, { column: 'price', direction: 'asc' }, (r) => new Decimal(r.price)))).toBe('YX');
  });

  it('orders any decimals as an exact comparison does, however close, large or small they are', () => {
    // Digits around a shared stem, so that many keys round to the same float.
    const decimal = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.constantFrom('0.1', '1', '123456789012345678', '0.000000000000000001', '9007199254740993'),
        fc.stringMatching(/^\d{0,24}$/),
        fc.constantFrom('', 'e-30', 'e+300', 'e+400', 'e-400'),
      )
      .map(([sign, stem, digits, exponent]) => `${sign}${stem}${stem.includes('.') ? '' : '.'}${digits}0${exponent}`);
    fc.assert(
      fc.property(fc.array(decimal, { maxLength: 40 }), fc.constantFrom('asc', 'desc'), (prices, direction) => {
        const keyed = prices.map((price, at) => ({ at, key: new Decimal(price) }));
        const sorted = sortRows(keyed, { column: 'key', direction }, (row) => row.key).map((row) => row.key);
        const exact = [...keyed]
          .sort((a, b) => a.key.comparedTo(b.key) * (direction === 'asc' ? 1 : -1))
          .map((row) => row.key);
        expect(sorted.map(String)).toEqual(exact.map(String));
      }),
      { numRuns: 500 },
    );
  });
});
