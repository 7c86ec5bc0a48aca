/**
 * What each action makes stale: the one list a money action names in its `changes` (reloaded when
 * it succeeds or when its outcome is unknown). Moving money makes every balance stale, the futures
 * account and the asset records; each action adds the lists it changes.
 */
import { accountGetAsset } from '../../generated/operations/accountGetAsset.ts';
import { assetsRecordGetAssetsRecordPageList } from '../../generated/operations/assetsRecordGetAssetsRecordPageList.ts';
import { coinTransactionOutGetUserTransactionOutList } from '../../generated/operations/coinTransactionOutGetUserTransactionOutList.ts';
import { coinUserAddressGetAllCoinUserAddress } from '../../generated/operations/coinUserAddressGetAllCoinUserAddress.ts';
import { digitalFiatGetBankAccountList } from '../../generated/operations/digitalFiatGetBankAccountList.ts';
import { digitalFiatGetDfcWithdrawalRecipientByCoinId } from '../../generated/operations/digitalFiatGetDfcWithdrawalRecipientByCoinId.ts';
import { ordersGetCustomerList } from '../../generated/operations/ordersGetCustomerList.ts';
import { flashOrderGetUserFlashOrderPageList } from '../../generated/operations/flashOrderGetUserFlashOrderPageList.ts';
import { transferGetContractAvailableQuantity } from '../../generated/operations/transferGetContractAvailableQuantity.ts';
import { transferGetListByTransfer } from '../../generated/operations/transferGetListByTransfer.ts';
import { balanceOperations } from './balances.ts';

const moneyMoved = [...balanceOperations, accountGetAsset, assetsRecordGetAssetsRecordPageList] as const;

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
  /** Placing a flash conversion, and its settling: the balances it moves and the conversions list. */
  conversion: [...moneyMoved, flashOrderGetUserFlashOrderPageList],
  /** Placing or handing over a payment-provider order (KlicklPay, PivotPay, FacilitaPay): the balances and the payment orders. */
  paymentOrder: [...moneyMoved, ordersGetCustomerList],
} as const;
