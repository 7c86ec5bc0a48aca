/** The peer-to-peer (OTC) desk's data and changes, typed from the contract. */
import type { components } from '../../../../generated/base.ts';
import { advertisementGetReferencePrice } from '../../../../generated/operations/advertisementGetReferencePrice.ts';
import { advertisementGetWebsiteCurrencyPairList } from '../../../../generated/operations/advertisementGetWebsiteCurrencyPairList.ts';
import { advertisementMatchAdv } from '../../../../generated/operations/advertisementMatchAdv.ts';
import { legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder } from '../../../../generated/operations/legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder.ts';
import { legalCurrencyAppealOrderGetAppealDetail } from '../../../../generated/operations/legalCurrencyAppealOrderGetAppealDetail.ts';
import { legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder } from '../../../../generated/operations/legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder.ts';
import { legalCurrencyOrderGetListByLegalCurrencyOrder } from '../../../../generated/operations/legalCurrencyOrderGetListByLegalCurrencyOrder.ts';
import { legalCurrencyOrderUserBuyCoin } from '../../../../generated/operations/legalCurrencyOrderUserBuyCoin.ts';
import { legalCurrencyOrderUserBuyCoinConfirmPayment } from '../../../../generated/operations/legalCurrencyOrderUserBuyCoinConfirmPayment.ts';
import { legalCurrencyOrderUserCancelBuyCoin } from '../../../../generated/operations/legalCurrencyOrderUserCancelBuyCoin.ts';
import { legalCurrencyOrderUserSellCoin } from '../../../../generated/operations/legalCurrencyOrderUserSellCoin.ts';
import { legalCurrencyOrderUserSellCoinConfirmReceipt } from '../../../../generated/operations/legalCurrencyOrderUserSellCoinConfirmReceipt.ts';
import { legalPaymentChannelSettingCreateReceiptPaymentMethodAsync } from '../../../../generated/operations/legalPaymentChannelSettingCreateReceiptPaymentMethodAsync.ts';
import { legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail } from '../../../../generated/operations/legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail.ts';
import { legalPaymentChannelSettingGetUserReceiptMethodInfoList } from '../../../../generated/operations/legalPaymentChannelSettingGetUserReceiptMethodInfoList.ts';
import { legalPaymentGetCreatedPaymentChannel } from '../../../../generated/operations/legalPaymentGetCreatedPaymentChannel.ts';
import { legalPaymentGetReceiptPaymentMethodFormAsync } from '../../../../generated/operations/legalPaymentGetReceiptPaymentMethodFormAsync.ts';
import { traderGetCoinList } from '../../../../generated/operations/traderGetCoinList.ts';
import { traderGetLegalCurrencyList } from '../../../../generated/operations/traderGetLegalCurrencyList.ts';
import type { ResultCode } from '../../../api/envelope.ts';
import { apiQuery, contentData, keepPreviousPage, pollEvery, pollUntil, publicData } from '../../../api/query.ts';
import { pagePath } from '../../../config/page-paths.ts';

type Schemas = components['schemas'];
export type OtcSide = Schemas['OtcSide'];
export type OtcOrder = Schemas['LegalCurrencyOrder'];
export type OtcOrderStatus = Schemas['OtcOrderStatus'];
export type OtcPair = Schemas['CurrencyPair'];
export type MatchedAdv = Schemas['MatchedAdv'];
export type ReceiptMethod = Schemas['UserReceiptMethod'];
export type ReceiptChannel = Schemas['ReceiptChannel'];
export type AppealReason = Schemas['AppealReason'];
export type Appeal = Schemas['LegalCurrencyAppeal'];
export type AmountIn = 'fiat' | 'coin';

export const listPath = (): string => pagePath('fiatOtcList');
export const orderHref = (orderId: string) => pagePath('fiatOtcOrder', { query: { id: orderId } });

/** How often an open order, its appeal and the price are asked again while shown. */
export const followEveryMs = 3000;

export const coinsQuery = () => ({ ...apiQuery(traderGetCoinList), ...contentData });
export const fiatsQuery = () => ({ ...apiQuery(traderGetLegalCurrencyList), ...contentData });
export const pairsQuery = () => ({ ...apiQuery(advertisementGetWebsiteCurrencyPairList), ...publicData });

export const referencePriceQuery = (CoinCode: string, FiatCode: string, Side: OtcSide) => ({
  ...apiQuery(advertisementGetReferencePrice, { body: { CoinCode, FiatCode, Side } }),
  ...publicData,
  ...pollEvery(15_000),
});

/** The best advert for an amount in fiat or in coin. No advert fitting is said on the form, not in a toast. */
export const matchQuery = (CoinCode: string, FiatCode: string, Side: OtcSide, amount: string, amountIn: AmountIn) => ({
  ...apiQuery(
    advertisementMatchAdv,
    {
      body:
        amountIn === 'fiat'
          ? { CoinCode, FiatCode, Side, FiatAmount: amount }
          : { CoinCode, FiatCode, Side, Quantity: amount },
    },
    { ignore: ['62001', '62002', '62007'] },
  ),
  ...publicData,
  enabled: amount !== '',
});

export const receiptMethodsQuery = (FiatCode?: string) =>
  apiQuery(legalPaymentChannelSettingGetUserReceiptMethodInfoList, { body: FiatCode ? { FiatCode } : {} });
export const receiptChannelsQuery = (FiatCode?: string) =>
  apiQuery(legalPaymentGetCreatedPaymentChannel, { params: { query: FiatCode ? { FiatCode } : {} } });
export const receiptFormQuery = (receiptPaymentMethodId: number) => ({
  ...apiQuery(legalPaymentGetReceiptPaymentMethodFormAsync, { body: { receiptPaymentMethodId } }),
  ...contentData,
  enabled: receiptPaymentMethodId > 0,
});

export const finalStatuses: readonly OtcOrderStatus[] = ['completed', 'cancelled'];
export const isOpen = (order: Pick<OtcOrder, 'Status'>) => !finalStatuses.includes(order.Status);

export const orderRows = 10;
export interface OrderFilters {
  Ongoing: boolean;
  Side?: OtcSide;
  Status?: OtcOrderStatus;
  CoinCode?: string;
}
export const ordersQuery = (PageIndex: number, filters: OrderFilters) => ({
  ...apiQuery(legalCurrencyOrderGetListByLegalCurrencyOrder, { body: { PageIndex, PageRows: orderRows, ...filters } }),
  ...keepPreviousPage,
});

type OrderPage = { Items: OtcOrder[] };
const onlyOrder = (page: OrderPage) => page.Items[0] ?? null;
/** One order, followed until it is over (null for an order the customer does not have). */
export const orderQuery = (OrderId: string) => ({
  ...apiQuery(legalCurrencyOrderGetListByLegalCurrencyOrder, { body: { OrderId, PageIndex: 1, PageRows: 1 } }),
  ...pollUntil(followEveryMs, (page: OrderPage) => page.Items.length === 0 || !isOpen(page.Items[0])),
  select: onlyOrder,
});

export const appealQuery = (id: number) => ({
  ...apiQuery(legalCurrencyAppealOrderGetAppealDetail, { params: { query: { id } } }),
  ...pollUntil(
    followEveryMs,
    (appeal: Schemas['AppealDetail']) => appeal.Status === 'resolved' || appeal.Status === 'closed',
  ),
});
export const appealsQuery = (PageIndex: number) => ({
  ...apiQuery(legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder, { body: { PageIndex, PageRows: orderRows } }),
  ...keepPreviousPage,
});

export const otcCalls = {
  buy: legalCurrencyOrderUserBuyCoin,
  sell: legalCurrencyOrderUserSellCoin,
  confirmPayment: legalCurrencyOrderUserBuyCoinConfirmPayment,
  cancel: legalCurrencyOrderUserCancelBuyCoin,
  confirmReceipt: legalCurrencyOrderUserSellCoinConfirmReceipt,
  appeal: legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder,
  addReceiptMethod: legalPaymentChannelSettingCreateReceiptPaymentMethodAsync,
  deleteReceiptMethod: legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail,
} as const;

/** Refusals an evidence upload says in the OTC pages' own words (otc-refusal.ts), never also as a toast. */
export const handledCodes: readonly ResultCode[] = [
  '10001',
  '10004',
  '30001',
  '62001',
  '62002',
  '62003',
  '62004',
  '62005',
  '62006',
  '62009',
];
