/** The withdraw page's data and changes: saved addresses, recent withdrawals, apply, confirm and cancel, and the mailed code. */
import type { components } from '../../../generated/base.ts';
import { coinTransactionOutGetUserTransactionOutList } from '../../../generated/operations/coinTransactionOutGetUserTransactionOutList.ts';
import { coinUserAddressGetAllCoinUserAddress } from '../../../generated/operations/coinUserAddressGetAllCoinUserAddress.ts';
import { customerAssetsApplyTransactionOut } from '../../../generated/operations/customerAssetsApplyTransactionOut.ts';
import { customerAssetsCancelApplyTransactionOut } from '../../../generated/operations/customerAssetsCancelApplyTransactionOut.ts';
import { customerAssetsConfirmTransactionOut } from '../../../generated/operations/customerAssetsConfirmTransactionOut.ts';
import { securitySendVerifyCode } from '../../../generated/operations/securitySendVerifyCode.ts';
import { callOperation } from '../../api/operation.ts';
import { apiQuery, pollEvery } from '../../api/query.ts';

export type Withdrawal = components['schemas']['Withdrawal'];
export type SavedAddress = components['schemas']['UserAddress'];
export type VerifyItem = components['schemas']['VerifyItem'];

export const savedAddressesQuery = (coinId?: number) =>
  apiQuery(coinUserAddressGetAllCoinUserAddress, coinId === undefined ? {} : { params: { query: { coinId } } });

export const recentWithdrawalRows = 5;

/** The latest withdrawals; polled while one is still on its way. */
export const recentWithdrawalsQuery = (moving: boolean) => ({
  ...apiQuery(coinTransactionOutGetUserTransactionOutList, { body: { PageRows: recentWithdrawalRows } }),
  ...(moving ? pollEvery(5_000) : {}),
});

export const isMoving = (w: Withdrawal) =>
  w.Status === 'applied' || w.Status === 'confirmed' || w.Status === 'processing';

export const applyWithdrawal = customerAssetsApplyTransactionOut;
export const confirmWithdrawal = customerAssetsConfirmTransactionOut;
export const cancelWithdrawal = customerAssetsCancelApplyTransactionOut;

/** Mails the customer a code for a withdrawal (`withdraw`) or a fiat pay-out (`fiatWithdraw`); null when sending failed. */
export async function mailWithdrawalCode(
  email: string,
  purpose: 'withdraw' | 'fiatWithdraw',
): Promise<{ resendSeconds: number } | null> {
  const sent = await callOperation(securitySendVerifyCode, {
    body: { Type: 'email', Purpose: purpose, Account: email },
  });
  return sent.ok ? { resendSeconds: sent.data.ResendSeconds } : null;
}
