/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { advertisementMatchAdv } from '../../../generated/operations/advertisementMatchAdv.ts';
import { facilitaPayGetBankAccounts } from '../../../generated/operations/facilitaPayGetBankAccounts.ts';
import { legalCurrencyAppealOrderGetAppealDetail } from '../../../generated/operations/legalCurrencyAppealOrderGetAppealDetail.ts';
import { legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder } from '../../../generated/operations/legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder.ts';
import { legalCurrencyOrderGetListByLegalCurrencyOrder } from '../../../generated/operations/legalCurrencyOrderGetListByLegalCurrencyOrder.ts';
import { legalPaymentChannelSettingGetUserReceiptMethodInfoList } from '../../../generated/operations/legalPaymentChannelSettingGetUserReceiptMethodInfoList.ts';
import { legalPaymentGetCreatedPaymentChannel } from '../../../generated/operations/legalPaymentGetCreatedPaymentChannel.ts';
import { ordersGetCustomerList } from '../../../generated/operations/ordersGetCustomerList.ts';
import { moneyMoved } from '../../data/stale.ts';

export const staleAfter = {
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
} as const;
