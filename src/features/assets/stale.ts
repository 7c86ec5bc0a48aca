/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { coinTransactionOutGetUserTransactionOutList } from '../../../generated/operations/coinTransactionOutGetUserTransactionOutList.ts';
import { coinUserAddressGetAllCoinUserAddress } from '../../../generated/operations/coinUserAddressGetAllCoinUserAddress.ts';
import { digitalFiatGetBankAccountList } from '../../../generated/operations/digitalFiatGetBankAccountList.ts';
import { digitalFiatGetDfcWithdrawalRecipientByCoinId } from '../../../generated/operations/digitalFiatGetDfcWithdrawalRecipientByCoinId.ts';
import { transferGetContractAvailableQuantity } from '../../../generated/operations/transferGetContractAvailableQuantity.ts';
import { transferGetListByTransfer } from '../../../generated/operations/transferGetListByTransfer.ts';
import { moneyMoved } from '../../data/stale.ts';

export const staleAfter = {
  /** A deposit arriving, a pay-in paid: balances, the futures account, the records. */
  moneyMoved,
  /** Applying, confirming or cancelling a crypto withdrawal. */
  withdrawal: [...moneyMoved, coinTransactionOutGetUserTransactionOutList],
  /** A pay-out to a bank account. */
  payOut: [...moneyMoved, digitalFiatGetDfcWithdrawalRecipientByCoinId],
  /** A transfer between the spot and futures accounts. */
  transfer: [...moneyMoved, transferGetContractAvailableQuantity, transferGetListByTransfer],
  /** Saving or removing a withdrawal address. */
  addressBook: [coinUserAddressGetAllCoinUserAddress],
  /** Adding, changing or removing a pay-out bank account. */
  bankAccounts: [digitalFiatGetBankAccountList, digitalFiatGetDfcWithdrawalRecipientByCoinId],
} as const;
