// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  customerRoom,
  estimatedInterest,
  interestShare,
  interestToCome,
  maturityFrom,
  quotaLeft,
  quotaTakenPercent,
  subscribeMax,
  subscribeProblem,
  yearlyInterest,
  yieldBands,
} from './earn-rules.ts';

const fixed = {
  Apy: '0.06',
  Tiers: [],
  Type: 'fixed' as const,
  TermDays: 30,
  MinAmount: '100',
  MaxAmount: '100000',
  Quota: '2000000',
  QuotaUsed: '1650000',
  HeldAmount: '2500',
};
const tiered = {
  ...fixed,
  Type: 'flexible' as const,
  TermDays: 0,
  Apy: '0.1',
  Tiers: [
    { MinAmount: '0', Apy: '0.1' },
    { MinAmount: '500', Apy: '0.04' },
  ],
  MinAmount: '10',
  MaxAmount: '50000',
  HeldAmount: null,
};

describe('earn rules', () => {
  it('counts the quota left, the share taken and the room a customer still has', () => {
    expect(quotaLeft(fixed).toFixed()).toBe('350000');
    expect(quotaTakenPercent(fixed).toFixed()).toBe('82.5');
    expect(quotaLeft({ ...fixed, QuotaUsed: '2000001' }).toFixed()).toBe('0');
    expect(customerRoom(fixed).toFixed()).toBe('97500');
    expect(customerRoom(tiered).toFixed()).toBe('50000');
  });

  it('caps Max by the available balance, the room and the quota, at the coin precision', () => {
    expect(subscribeMax(fixed, '1234.56789', 4).toFixed()).toBe('1234.5678');
    expect(subscribeMax({ ...fixed, QuotaUsed: '1999900' }, '1234.5', 4).toFixed()).toBe('100');
    expect(subscribeMax(fixed, null, 4).toFixed()).toBe('97500');
  });

  it('names what is wrong with an amount, first the minimum, then room, quota and balance', () => {
    expect(subscribeProblem('99.99', fixed, '5000')).toMatchObject({ kind: 'belowMin' });
    expect(subscribeProblem('97500.01', fixed, null)).toMatchObject({ kind: 'aboveRoom' });
    expect(subscribeProblem('600', { ...fixed, QuotaUsed: '1999500' }, null)).toMatchObject({ kind: 'aboveQuota' });
    expect(subscribeProblem('5000.01', fixed, '5000')?.kind).toBe('aboveAvailable');
    expect(subscribeProblem('5000', fixed, '5000')).toBeNull();
    expect(subscribeProblem('', fixed, '5000')).toBeNull();
  });

  it('pays each tier its yield on the part of the amount within it', () => {
    expect(yieldBands(tiered)).toEqual([
      { from: '0', upTo: '500', apy: '0.1' },
      { from: '500', upTo: null, apy: '0.04' },
    ]);
    expect(yearlyInterest('800', tiered).toFixed()).toBe('62');
    expect(yearlyInterest('300', tiered).toFixed()).toBe('30');
    expect(yearlyInterest('1000', fixed).toFixed()).toBe('60');
  });

  it('estimates a fixed term’s interest and a flexible product’s daily interest, truncated', () => {
    expect(estimatedInterest('3650', fixed, 4).toFixed()).toBe('18');
    expect(estimatedInterest('800', tiered, 4).toFixed()).toBe('0.1698');
    expect(maturityFrom(0, fixed)).toBe(30 * 86_400_000);
    expect(maturityFrom(0, tiered)).toBeNull();
  });

  it('shares a holding’s interest by the amount redeemed, and counts what a fixed one has still to earn', () => {
    const holding = { Principal: '3650', Interest: '6', Apy: '0.06', Type: 'fixed' as const, TermDays: 30 };
    expect(interestShare(holding, '1825', 4).toFixed()).toBe('3');
    expect(interestToCome(holding, '1825', 4).toFixed()).toBe('6');
    expect(interestToCome({ ...holding, Type: 'flexible' }, '1825', 4).toFixed()).toBe('0');
  });
});
