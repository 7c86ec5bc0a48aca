/**
 * Where each refusal of a withdrawal lands: an apply refusal on the withdrawal form's field it is
 * about (the review closes) or over the form; a confirm refusal on the confirmation field it is
 * about or in the review, which stays open for the same withdrawal. 51038 (identity
 * verification) is left to the catalogue's dialog.
 */
import type { RefusalTable } from '../../money-action/outcome.ts';
import type { WithdrawValues } from './withdraw-schema.ts';

export const applyRefusals: RefusalTable<keyof WithdrawValues> = {
  elsewhere: 'form',
  codes: {
    '30001': { field: 'amount', id: 'assets.withdraw.error.aboveBalance' },
    '30011': { field: 'amount', id: 'assets.withdraw.error.belowMinimum' },
    '30017': { field: 'amount', id: 'assets.withdraw.error.aboveMaximum' },
    '30018': { field: 'amount', id: 'assets.withdraw.error.aboveDailyLimit' },
    '30012': { field: 'address', id: 'assets.withdraw.error.addressFormat' },
    '30010': { field: 'chain', id: 'assets.withdraw.error.suspended' },
    '20011': { id: 'assets.withdraw.error.noEmail' },
  },
};

export const confirmRefusals: RefusalTable = {
  elsewhere: 'review',
  codes: {
    '20003': { field: 'pin', id: 'assets.withdraw.error.pinWrong' },
    '20002': { field: 'emailCode', id: 'assets.withdraw.error.codeExpired' },
    '20001': { id: 'assets.withdraw.error.codeWrong' },
    '20010': { id: 'assets.withdraw.error.noPin' },
    '30013': { id: 'assets.withdraw.error.notWaiting' },
    '30001': { id: 'assets.withdraw.error.aboveBalance' },
  },
};
