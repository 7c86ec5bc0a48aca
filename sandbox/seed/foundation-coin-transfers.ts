/**
 * Deposit and withdrawal settings of each coin on each of its networks, as the foundation calls
 * show them: read from the assets module's chain settings, so that the fee and minimum a page
 * shows are the ones a withdrawal is charged.
 */
import { chainSetting as assetsChainSetting } from './assets-chains.ts';
import { coinByCode } from './coins.ts';

export interface SeedChainSetting {
  ChainName: string;
  Confirmations: number;
  WithdrawFee: string;
  MinWithdraw: string;
  MemoRequired: boolean;
}

export function chainSetting(coinCode: string, chain: string): SeedChainSetting {
  const coin = coinByCode(coinCode);
  if (!coin) throw new Error(`No seed coin ${coinCode}`);
  const setting = assetsChainSetting(coin, chain);
  return {
    ChainName: chain,
    Confirmations: setting.Confirmations,
    WithdrawFee: setting.WithdrawFee,
    MinWithdraw: setting.MinWithdraw,
    MemoRequired: setting.NeedMemo,
  };
}

/** Coins whose wallets are switched off: ETC deposits and FIL withdrawals are under upgrade. */
export const pausedDeposits = new Set(['ETC']);
export const pausedWithdrawals = new Set(['FIL']);
