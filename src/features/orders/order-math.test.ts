// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filledPercent, isMarketPrice, spotOrderTotal } from './order-math.ts';

describe('order figures', () => {
  it('gives the filled share in percent, exactly, and nothing for an order of no size', () => {
    expect(filledPercent('0.020000', '0.050000')?.toFixed()).toBe('40');
    expect(filledPercent('1', '3')?.toFixed(4)).toBe('33.3333');
    expect(filledPercent(10, 30)?.toFixed(2)).toBe('33.33');
    expect(filledPercent('1', '0')).toBeNull();
    expect(filledPercent('1', 'abc')).toBeNull();
  });

  it('values a resting limit order at its price and a finished one at what it traded', () => {
    const order = { Price: '64560.10', Amount: '0.050000', Filled: '0.020000', AvgPrice: '64560.09' };
    expect(spotOrderTotal(order, false)?.toFixed()).toBe('3228.005');
    expect(spotOrderTotal(order, true)?.toFixed()).toBe('1291.2018');
    expect(spotOrderTotal({ ...order, Price: '0' }, false)).toBeNull();
    expect(spotOrderTotal({ ...order, Price: '0', AvgPrice: '0', Filled: '0' }, true)?.toFixed()).toBe('0');
  });

  it('reads a price of zero as a market order', () => {
    expect(isMarketPrice('0')).toBe(true);
    expect(isMarketPrice('0.00')).toBe(true);
    expect(isMarketPrice('0.01')).toBe(false);
  });
});
