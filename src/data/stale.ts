/**
 * What each action makes stale: the one list a money action names in its `changes` (reloaded when
 * it succeeds or when its outcome is unknown). Moving money makes every balance stale, the futures
 * account and the asset records; each action adds the lists it changes.
 */
import { advertisementMatchAdv } from '../../generated/operations/advertisementMatchAdv.ts';
import { facilitaPayGetBankAccounts } from '../../generated/operations/facilitaPayGetBankAccounts.ts';
import { legalCurrencyAppealOrderGetAppealDetail } from '../../generated/operations/legalCurrencyAppealOrderGetAppealDetail.ts';
import { legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder } from '../../generated/operations/legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder.ts';
import { legalCurrencyOrderGetListByLegalCurrencyOrder } from '../../generated/operations/legalCurrencyOrderGetListByLegalCurrencyOrder.ts';
import { legalPaymentChannelSettingGetUserReceiptMethodInfoList } from '../../generated/operations/legalPaymentChannelSettingGetUserReceiptMethodInfoList.ts';
import { legalPaymentGetCreatedPaymentChannel } from '../../generated/operations/legalPaymentGetCreatedPaymentChannel.ts';
import { missionGetAdvancedTasks } from '../../generated/operations/missionGetAdvancedTasks.ts';
import { missionGetNoviceTasks } from '../../generated/operations/missionGetNoviceTasks.ts';
import { missionGetTaskAssets } from '../../generated/operations/missionGetTaskAssets.ts';
import { missionGetTaskRecords } from '../../generated/operations/missionGetTaskRecords.ts';
import { missionGetUserGiveUsed } from '../../generated/operations/missionGetUserGiveUsed.ts';
import { missionRewardNotice } from '../../generated/operations/missionRewardNotice.ts';
import { accountGetAsset } from '../../generated/operations/accountGetAsset.ts';
import { assetsRecordGetAssetsRecordPageList } from '../../generated/operations/assetsRecordGetAssetsRecordPageList.ts';
import { coinTransactionOutGetUserTransactionOutList } from '../../generated/operations/coinTransactionOutGetUserTransactionOutList.ts';
import { coinUserAddressGetAllCoinUserAddress } from '../../generated/operations/coinUserAddressGetAllCoinUserAddress.ts';
import { digitalFiatGetBankAccountList } from '../../generated/operations/digitalFiatGetBankAccountList.ts';
import { digitalFiatGetDfcWithdrawalRecipientByCoinId } from '../../generated/operations/digitalFiatGetDfcWithdrawalRecipientByCoinId.ts';
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
  /** Adding, changing or removing a Brazilian bank account registered with FacilitaPay. */
  facilitaPayBankAccounts: [facilitaPayGetBankAccounts],
  /** An OTC trade or a step of an OTC order (paid, released, cancelled): the money, the orders, the adverts' stock. */
  otcOrder: [...moneyMoved, legalCurrencyOrderGetListByLegalCurrencyOrder, advertisementMatchAdv],
  /** Appealing an OTC order: the order and the appeals. */
  otcAppeal: [
    legalCurrencyOrderGetListByLegalCurrencyOrder,
    legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder,
    legalCurrencyAppealOrderGetAppealDetail,
  ],
  /** Adding or removing an OTC receipt method: the methods and the channels they use. */
  receiptMethods: [legalPaymentChannelSettingGetUserReceiptMethodInfoList, legalPaymentGetCreatedPaymentChannel],
  /** Claiming a mission's reward, paid into the spot account: the tasks, their records and rewards, the balances. */
  missionClaim: [
    missionGetNoviceTasks,
    missionGetAdvancedTasks,
    missionGetTaskRecords,
    missionGetTaskAssets,
    missionRewardNotice,
    ...balanceOperations,
  ],
  /** Joining a mission campaign. */
  missionJoin: [missionGetAdvancedTasks, missionRewardNotice],
  /** Using a bonus, paid into the spot account (a fee voucher) or the futures account (a position bonus). */
  bonusUse: [missionGetUserGiveUsed, missionGetTaskAssets, missionRewardNotice, ...balanceOperations, accountGetAsset],
} as const;
