/**
 * Where each refusal of a withdrawal lands: apply refusals on the withdrawal form's field, confirm
 * refusals on the confirmation field they are about, anything else over the form. These codes are
 * ignored by the calls, so no toast repeats them; 51038 (identity verification) is left to the
 * catalogue's dialog.
 */
import type { WithdrawValues } from './withdraw-schema.ts';

export const applyRefusals: Record<string, { field?: keyof WithdrawValues; id: string }> = {
  '30001': { field: 'amount', id: 'assets.withdraw.error.aboveBalance' },
  '30011': { field: 'amount', id: 'assets.withdraw.error.belowMinimum' },
  '30017': { field: 'amount', id: 'assets.withdraw.error.aboveMaximum' },
  '30018': { field: 'amount', id: 'assets.withdraw.error.aboveDailyLimit' },
  '30012': { field: 'address', id: 'assets.withdraw.error.addressFormat' },
  '30010': { field: 'chain', id: 'assets.withdraw.error.suspended' },
  '20011': { id: 'assets.withdraw.error.noEmail' },
};

export const confirmRefusals: Record<string, { field?: 'pin' | 'emailCode' | 'googleCode'; id: string }> = {
  '20003': { field: 'pin', id: 'assets.withdraw.error.pinWrong' },
  '20002': { field: 'emailCode', id: 'assets.withdraw.error.codeExpired' },
  '20001': { id: 'assets.withdraw.error.codeWrong' },
  '20010': { id: 'assets.withdraw.error.noPin' },
  '30013': { id: 'assets.withdraw.error.notWaiting' },
  '30001': { id: 'assets.withdraw.error.aboveBalance' },
};

export const ignoredCodes = (refusals: Record<string, unknown>) => Object.keys(refusals);
