/** The data and changes of the fiat pages' payment providers, typed from the contract. */
import type { components } from '../../../generated/base.ts';
import { currencyGetWebsiteSupportCurrencyPairList } from '../../../generated/operations/currencyGetWebsiteSupportCurrencyPairList.ts';
import { facilitaPayGetBankAccounts } from '../../../generated/operations/facilitaPayGetBankAccounts.ts';
import { facilitaPayGetDocumentLabels } from '../../../generated/operations/facilitaPayGetDocumentLabels.ts';
import { facilitaPayGetSupportBankList } from '../../../generated/operations/facilitaPayGetSupportBankList.ts';
import { facilitaPayRegistration } from '../../../generated/operations/facilitaPayRegistration.ts';
import { ordersGetCustomerList } from '../../../generated/operations/ordersGetCustomerList.ts';
import { ordersGetPayInMethodParam } from '../../../generated/operations/ordersGetPayInMethodParam.ts';
import { ordersGetPayOutMethodParam } from '../../../generated/operations/ordersGetPayOutMethodParam.ts';
import { paymentListGetPayTypeByCurrency } from '../../../generated/operations/paymentListGetPayTypeByCurrency.ts';
import { paymentListGetPaymentChannelByPayType } from '../../../generated/operations/paymentListGetPaymentChannelByPayType.ts';
import { apiQuery, contentData, keepPreviousPage, pollUntil, publicData } from '../../api/query.ts';

type Schemas = components['schemas'];
export type PaymentPair = Schemas['PaymentCurrencyPair'];
export type PaymentChannel = Schemas['PaymentChannel'];
export type PayTypeCode = Schemas['PaymentPayTypeCode'];
export type PaymentSide = Schemas['PaymentSide'];
export type PaymentProvider = Schemas['PaymentProvider'];
export type PaymentOrder = Schemas['PaymentOrder'];
export type PaymentOrderStatus = Schemas['PaymentOrderStatus'];
export type PaymentMethodForm = Schemas['PaymentMethodForm'];
export type DocumentLabel = Schemas['FacilitaDocumentLabel'];
export type DocumentLabelCode = Schemas['FacilitaDocumentLabelCode'];
export type Registration = Schemas['FacilitaRegistration'];
export type BankAccount = Schemas['FacilitaBankAccount'];
export type Bank = Schemas['FacilitaBank'];

/** How often a page following an order or a registration asks again while it is not final. */
export const followEveryMs = 3000;

export const pairsQuery = () => ({ ...apiQuery(currencyGetWebsiteSupportCurrencyPairList), ...publicData });

export const payTypesQuery = (currency: string, side: PaymentSide) => ({
  ...apiQuery(paymentListGetPayTypeByCurrency, { params: { query: { currency, side } } }),
  ...publicData,
  enabled: currency !== '',
});

export const channelsQuery = (currency: string, payType: PayTypeCode | '', side: PaymentSide) => ({
  ...apiQuery(paymentListGetPaymentChannelByPayType, {
    params: { query: { currency, payType: payType || 'card', side } },
  }),
  ...publicData,
  enabled: currency !== '' && payType !== '',
});

/** The channel's form: the pay-in form of a buy, the payout form (the account paid) of a sell. */
export const methodFormQuery = (side: PaymentSide, payMethodId: number) => ({
  ...(side === 'buy'
    ? apiQuery(ordersGetPayInMethodParam, { params: { query: { payMethodId } } })
    : apiQuery(ordersGetPayOutMethodParam, { params: { query: { payMethodId } } })),
  ...contentData,
});

export const orderRows = 10;

export interface OrderFilters {
  Side?: PaymentSide;
  Status?: PaymentOrderStatus;
  FiatCode?: string;
}

export const ordersQuery = (PageIndex: number, filters: OrderFilters) => ({
  ...apiQuery(ordersGetCustomerList, { body: { PageIndex, PageRows: orderRows, ...filters } }),
  ...keepPreviousPage,
});

/** Statuses after which an order never changes. */
export const finalStatuses: readonly PaymentOrderStatus[] = ['completed', 'failed', 'cancelled', 'expired'];
export const isFinal = (order: PaymentOrder) => finalStatuses.includes(order.Status);

type OrderPage = { Items: PaymentOrder[] };
const onlyOrder = (page: OrderPage) => page.Items[0] ?? null;
const orderSettled = (page: OrderPage) => page.Items.length === 0 || isFinal(page.Items[0]);

/** One order, followed until it is final (a status page; null for an order the customer does not have). */
export const orderQuery = (OrderId: string) => ({
  ...apiQuery(ordersGetCustomerList, { body: { OrderId, PageIndex: 1, PageRows: 1 } }),
  ...pollUntil(followEveryMs, orderSettled),
  select: onlyOrder,
  enabled: OrderId !== '',
});

export const documentLabelsQuery = () => apiQuery(facilitaPayGetDocumentLabels);

/**
 * The registration as it stands, followed until approved. Asked only once every document is in
 * and none refused: the call sends a draft registration, which is then the customer's next step.
 */
export const registrationQuery = (enabled: boolean) => ({
  ...apiQuery(facilitaPayRegistration),
  ...pollUntil(followEveryMs, (registration: Registration) => registration.Status === 'approved'),
  enabled,
});

export const bankAccountsQuery = () => apiQuery(facilitaPayGetBankAccounts);
export const banksQuery = () => ({ ...apiQuery(facilitaPayGetSupportBankList), ...contentData });

/** What an order changes: the order lists and the status pages following one. */
export const orderLists = [ordersGetCustomerList] as const;
