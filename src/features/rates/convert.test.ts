// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../lib/decimal.ts';
import { coinToFiat, fiatToCoin } from './convert.ts';

describe('the converter', () => {
  const btcInNaira = new Decimal('106625065.26');

  it('values coins at the price, truncated to the currency places', () => {
    expect(coinToFiat('0.5', btcInNaira, 2)).toBe('53312532.63');
    expect(coinToFiat('0.00000001', btcInNaira, 2)).toBe('1.06');
    expect(coinToFiat('1', new Decimal('0.00000908'), 2)).toBe('0.00');
  });

  it('buys coins with an amount of fiat, truncated to the coin precision, never rounded up', () => {
    expect(fiatToCoin('1000000', btcInNaira, 8)).toBe('0.00937865');
    expect(fiatToCoin('10', new Decimal('3'), 4)).toBe('3.3333');
    expect(fiatToCoin('1', new Decimal('0.00000908'), 0)).toBe('110132');
  });

  it('gives nothing for an empty amount, an unknown price or a zero price', () => {
    expect(coinToFiat('', btcInNaira, 2)).toBe('');
    expect(coinToFiat('1', undefined, 2)).toBe('');
    expect(fiatToCoin('5', new Decimal(0), 8)).toBe('');
  });
});
