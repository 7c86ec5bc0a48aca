// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { amountProblem, bigMove, quotable, targetsByCoin } from './quote-rules.ts';

const usdt = { MinAmount: '10', MaxAmount: '100000' };

describe('conversion rules', () => {
  it('refuses amounts outside the coin limits, and above the available balance only when it is known', () => {
    expect(amountProblem('9.99', usdt, null)).toEqual({ kind: 'belowMin', limit: '10' });
    expect(amountProblem('100000.01', usdt, null)).toEqual({ kind: 'aboveMax', limit: '100000' });
    expect(amountProblem('600', usdt, '500.5')).toEqual({ kind: 'aboveAvailable', limit: '500.5' });
    expect(amountProblem('500.5', usdt, '500.5')).toBeNull();
    expect(amountProblem('', usdt, '1')).toBeNull();
    expect(amountProblem('0', usdt, '1')).toBeNull();
  });

  it('quotes a request with both coins and an amount within the limits, even above the balance', () => {
    expect(quotable({ from: 'USDT', to: 'BTC', amount: '500' }, usdt)).toBe(true);
    expect(quotable({ from: 'USDT', to: 'BTC', amount: '5' }, usdt)).toBe(false);
    expect(quotable({ from: 'USDT', to: '', amount: '500' }, usdt)).toBe(false);
    expect(quotable({ from: 'USDT', to: 'BTC', amount: '500' }, undefined)).toBe(false);
  });

  it('points out a rate that moved 1% or more since the last quote, with its sign', () => {
    expect(bigMove('100', '103')?.toFixed()).toBe('3');
    expect(bigMove('100', '98.5')?.toFixed()).toBe('-1.5');
    expect(bigMove('100', '100.99')).toBeNull();
    expect(bigMove(null, '100')).toBeNull();
    expect(bigMove('0.0000147', '0.0000152')?.toFixed(2)).toBe('3.40');
  });

  it('lists where each coin may go', () => {
    const targets = targetsByCoin([
      { FromCoin: 'BTC', ToCoin: 'USDT' },
      { FromCoin: 'BTC', ToCoin: 'ETH' },
      { FromCoin: 'USDT', ToCoin: 'BTC' },
    ]);
    expect([...targets.get('BTC')!]).toEqual(['USDT', 'ETH']);
    expect(targets.get('SOL')).toBeUndefined();
  });
});
