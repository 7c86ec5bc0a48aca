// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { costOf, limitsOf, quantityProblem } from './subscription-rules.ts';

const agri = {
  PersonalMin: '250',
  PersonalMax: '50000',
  Remaining: '1879550',
  SubscribedQuantity: '5000',
  PriceUsdt: '0.08',
  QuantityPrecision: 2,
};

describe('subscription rules', () => {
  it('allows at most what the personal maximum leaves, the tokens left and the balance pays for', () => {
    expect(limitsOf(agri, '12000').most.toFixed()).toBe('45000');
    expect(limitsOf(agri, '100').most.toFixed()).toBe('1250');
    expect(limitsOf({ ...agri, Remaining: '300.555' }, '12000').most.toFixed()).toBe('300.55');
    expect(limitsOf({ ...agri, SubscribedQuantity: '60000' }, '12000').most.toFixed()).toBe('0');
  });

  it('truncates what the balance pays for to the quantity precision', () => {
    expect(limitsOf(agri, '10.01').affordable?.toFixed()).toBe('125.12');
    expect(limitsOf({ ...agri, QuantityPrecision: 0 }, '10.01').affordable?.toFixed()).toBe('125');
  });

  it('leaves the balance out while it is unknown', () => {
    const limits = limitsOf(agri, undefined);
    expect(limits.affordable).toBeNull();
    expect(limits.most.toFixed()).toBe('45000');
    expect(quantityProblem('45000', limits)).toBeNull();
  });

  it('names the first rule a quantity breaks', () => {
    const limits = limitsOf(agri, '1000');
    expect(quantityProblem('', limits)).toBe('required');
    expect(quantityProblem('0', limits)).toBe('required');
    expect(quantityProblem('249.99', limits)).toBe('belowMin');
    expect(quantityProblem('45000.01', limits)).toBe('abovePersonal');
    expect(quantityProblem('12500.01', limits)).toBe('aboveBalance');
    expect(quantityProblem('12500', limits)).toBeNull();
    expect(quantityProblem('2000', limitsOf({ ...agri, Remaining: '1500' }, '1000'))).toBe('aboveRemaining');
  });

  it('rounds the cost up to the pay coin precision, as the exchange charges it', () => {
    expect(costOf('1000.5', '0.08', 4)?.toFixed()).toBe('80.04');
    expect(costOf('0.01', '0.33333', 4)?.toFixed()).toBe('0.0034');
    expect(costOf('', '0.08', 4)).toBeNull();
  });
});
