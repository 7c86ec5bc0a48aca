// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../lib/decimal.ts';
import type { AssetCoin, ChainSetting } from './assets-api.ts';
import { amountProblem, fitsNetwork, totalDebit, withdrawLimits } from './withdraw-rules.ts';

const chain: ChainSetting = {
  Chain: 'TRC20',
  CanDeposit: true,
  CanWithdraw: true,
  MinDeposit: '1',
  MinWithdraw: '10',
  MaxWithdraw: '50000',
  WithdrawFee: '1',
  Confirmations: 20,
  NeedMemo: false,
  AddressPattern: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  ExplorerTxUrl: null,
};
const coin = { Code: 'USDT', Precision: 4, DailyWithdrawLimit: '20000', DailyWithdrawRemaining: '19383' } as AssetCoin;
const available = toDecimal('7434.1908');

describe('withdrawal rules', () => {
  it('caps the most the customer can send at the balance less the fee, the single maximum and the day left', () => {
    expect(withdrawLimits(coin, chain, available).max.toFixed()).toBe('7433.1908');
    expect(withdrawLimits(coin, chain, toDecimal('90000')).max.toFixed()).toBe('19383');
    expect(withdrawLimits(coin, { ...chain, MaxWithdraw: '500' }, toDecimal('90000')).max.toFixed()).toBe('500');
    expect(withdrawLimits(coin, chain, toDecimal('0.5')).max.toFixed()).toBe('0');
  });

  it('names the first rule an amount breaks', () => {
    const limits = withdrawLimits(coin, chain, available);
    expect(amountProblem('', limits, available)).toBe('required');
    expect(amountProblem('9.9999', limits, available)).toBe('belowMinimum');
    expect(amountProblem('50000.0001', limits, available)).toBe('aboveMaximum');
    expect(amountProblem('19383.0001', limits, available)).toBe('aboveDailyLimit');
    expect(amountProblem('7433.1909', limits, available)).toBe('aboveBalance');
    expect(amountProblem('7433.1908', limits, available)).toBeNull();
    expect(totalDebit('7433.1908', limits)?.toFixed()).toBe('7434.1908');
  });

  it("checks an address against the network's format", () => {
    expect(fitsNetwork(' TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC ', chain)).toBe(true);
    expect(fitsNetwork('0x52908400098527886E0F7030069857D2E4169EE7', chain)).toBe(false);
    expect(fitsNetwork('anything', { ...chain, AddressPattern: '(a+)+' })).toBe(true);
  });
});
