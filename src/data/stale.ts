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
import { accountGetPcBillingRecords } from '../../generated/operations/accountGetPcBillingRecords.ts';
import { assetsRecordGetAssetsRecordPageList } from '../../generated/operations/assetsRecordGetAssetsRecordPageList.ts';
import { coinTransactionOutGetUserTransactionOutList } from '../../generated/operations/coinTransactionOutGetUserTransactionOutList.ts';
import { coinUserAddressGetAllCoinUserAddress } from '../../generated/operations/coinUserAddressGetAllCoinUserAddress.ts';
import { dealGetCustomerDealList } from '../../generated/operations/dealGetCustomerDealList.ts';
import { digitalFiatGetBankAccountList } from '../../generated/operations/digitalFiatGetBankAccountList.ts';
import { digitalFiatGetDfcWithdrawalRecipientByCoinId } from '../../generated/operations/digitalFiatGetDfcWithdrawalRecipientByCoinId.ts';
import { financingGetFinancialUserAsset } from '../../generated/operations/financingGetFinancialUserAsset.ts';
import { financingGetUserProductDetail } from '../../generated/operations/financingGetUserProductDetail.ts';
import { financingGetUserProductList } from '../../generated/operations/financingGetUserProductList.ts';
import { financingGetUserTradeRecord } from '../../generated/operations/financingGetUserTradeRecord.ts';
import { iEOOrderGetReserveRecordList } from '../../generated/operations/iEOOrderGetReserveRecordList.ts';
import { iEOProjectGetProjectDetails } from '../../generated/operations/iEOProjectGetProjectDetails.ts';
import { iEOProjectGetProjectList } from '../../generated/operations/iEOProjectGetProjectList.ts';
import { myIDCMApiGetApiKey } from '../../generated/operations/myIDCMApiGetApiKey.ts';
import { myIDCMApiGetList } from '../../generated/operations/myIDCMApiGetList.ts';
import { personalCenterGetCustomerCertified } from '../../generated/operations/personalCenterGetCustomerCertified.ts';
import { personalCenterGetGoogleTFA } from '../../generated/operations/personalCenterGetGoogleTFA.ts';
import { planOrderGetCustomerPlanOrderList } from '../../generated/operations/planOrderGetCustomerPlanOrderList.ts';
import { tradeGetActiveKillOrFillOrders } from '../../generated/operations/tradeGetActiveKillOrFillOrders.ts';
import { tradeGetActiveOrders } from '../../generated/operations/tradeGetActiveOrders.ts';
import { tradeGetHistoryKillOrFillOrders } from '../../generated/operations/tradeGetHistoryKillOrFillOrders.ts';
import { tradeGetHistoryOrders } from '../../generated/operations/tradeGetHistoryOrders.ts';
import { tradeGetHistoryPlanOrders } from '../../generated/operations/tradeGetHistoryPlanOrders.ts';
import { tradeGetOrderDetail } from '../../generated/operations/tradeGetOrderDetail.ts';
import { tradeGetPlanOrders } from '../../generated/operations/tradeGetPlanOrders.ts';
import { tradingGetEntrustOrderList } from '../../generated/operations/tradingGetEntrustOrderList.ts';
import { tradingGetHistoryOrderList } from '../../generated/operations/tradingGetHistoryOrderList.ts';
import { ordersGetCustomerList } from '../../generated/operations/ordersGetCustomerList.ts';
import { flashOrderGetUserFlashOrderPageList } from '../../generated/operations/flashOrderGetUserFlashOrderPageList.ts';
import { transferGetContractAvailableQuantity } from '../../generated/operations/transferGetContractAvailableQuantity.ts';
import { transferGetListByTransfer } from '../../generated/operations/transferGetListByTransfer.ts';
import { balanceOperations } from './balances.ts';
import { customerInfo } from './customer.ts';

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
  /** A change to the account's own settings (PIN, password, phone, mail, unique code, order confirmation). */
  accountSettings: [customerInfo],
  /** Switching the Google authenticator on or off: the settings and the authenticator's own state. */
  googleAuthenticator: [customerInfo, personalCenterGetGoogleTFA],
  /** Sending the identity documents: the verification status and the level the account shows. */
  identity: [personalCenterGetCustomerCertified, customerInfo],
  /** Cancelling spot orders: every order list and count, and the balances the orders held. */
  spotCancel: [
    tradingGetEntrustOrderList,
    tradingGetHistoryOrderList,
    planOrderGetCustomerPlanOrderList,
    dealGetCustomerDealList,
    ...balanceOperations,
  ],
  /** Cancelling futures orders: the order lists, the bills and the futures balance wherever it shows. */
  futuresCancel: [
    tradeGetActiveOrders,
    tradeGetHistoryOrders,
    tradeGetPlanOrders,
    tradeGetHistoryPlanOrders,
    tradeGetActiveKillOrFillOrders,
    tradeGetHistoryKillOrFillOrders,
    tradeGetOrderDetail,
    accountGetPcBillingRecords,
    accountGetAsset,
    transferGetContractAvailableQuantity,
  ],
  /** Subscribing to a token sale: the balances, the sale and the customer's subscriptions. */
  tokenSaleSubscription: [
    ...moneyMoved,
    iEOProjectGetProjectDetails,
    iEOProjectGetProjectList,
    iEOOrderGetReserveRecordList,
  ],
  /** An earn subscription or redemption: the balances, the holdings, the records and the products' quotas. */
  earn: [
    ...moneyMoved,
    financingGetFinancialUserAsset,
    financingGetUserTradeRecord,
    financingGetUserProductList,
    financingGetUserProductDetail,
  ],
  /** Opening the earn account: its holdings. */
  earnAccount: [financingGetFinancialUserAsset],
  /** Creating, changing or deleting an API key: the list of keys and each key. */
  apiKeys: [myIDCMApiGetList, myIDCMApiGetApiKey],
  /** Placing a flash conversion, and its settling: the balances it moves and the conversions list. */
  conversion: [...moneyMoved, flashOrderGetUserFlashOrderPageList],
  /** Placing or handing over a payment-provider order (KlicklPay, PivotPay, FacilitaPay): the balances and the payment orders. */
  paymentOrder: [...moneyMoved, ordersGetCustomerList],
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
