/** The pay-in's data and change: a quote for an amount, the order it makes, and that order while it is paid. */
import type { components } from '../../../generated/base.ts';
import { digitalFiatDfcRecharge } from '../../../generated/operations/digitalFiatDfcRecharge.ts';
import { digitalFiatGetRechargePayInOrder } from '../../../generated/operations/digitalFiatGetRechargePayInOrder.ts';
import { digitalFiatRechargeCalculateService } from '../../../generated/operations/digitalFiatRechargeCalculateService.ts';
import { apiQuery, keepPreviousPage, pollEvery } from '../../api/query.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import { pagePath } from '../../config/page-paths.ts';

export type PayInOrder = components['schemas']['PayInOrder'];
export type RechargeRequest = components['schemas']['RechargeRequest'];
export type PayInQuoteData = components['schemas']['RechargeQuote'];

/** The quote for a request (rate, fee, coin received, until when); the previous one stays while the next loads. */
export const quoteQuery = (request: RechargeRequest | null) => ({
  ...apiQuery(digitalFiatRechargeCalculateService, {
    body: request ?? { FiatCode: 'NGN', CoinId: 0, FiatAmount: '0', PayTypeId: 0 },
  }),
  ...keepPreviousPage,
  enabled: request !== null,
});

export const createPayIn = digitalFiatDfcRecharge;

/** Where an order's outcome is checked: the fiat records. */
export const payInsHref = (): string => pagePath('assetsRecords', { query: { type: 'fiat' } });

/** An amount outside the payment method's limits lands on the amount; any other refusal over the form. */
export const payInRefusals: RefusalTable<'amount'> = {
  elsewhere: 'form',
  codes: { '30020': { field: 'amount', id: 'assets.payIn.error.range' } },
};

/** The order, polled while it waits for the payment. */
export const payInOrderQuery = (orderId: string, pending: boolean) => ({
  ...apiQuery(digitalFiatGetRechargePayInOrder, { params: { query: { orderId } } }),
  ...(pending ? pollEvery(3_000) : {}),
});
