/** The quick exchange's data and calls, typed from the contract, and the refusals of a conversion. */
import type { components } from '../../../generated/base.ts';
import { flashOrderCheckFlashOrderStatus } from '../../../generated/operations/flashOrderCheckFlashOrderStatus.ts';
import { flashOrderGetUserFlashOrderPageList } from '../../../generated/operations/flashOrderGetUserFlashOrderPageList.ts';
import { flashOrderSendFlashOrder } from '../../../generated/operations/flashOrderSendFlashOrder.ts';
import { quickExchangeGetQuickExchangeCoinList } from '../../../generated/operations/quickExchangeGetQuickExchangeCoinList.ts';
import { quickExchangeGetWebsiteCanTradeCoinList } from '../../../generated/operations/quickExchangeGetWebsiteCanTradeCoinList.ts';
import { quickExchangeQueryEstimatePrice } from '../../../generated/operations/quickExchangeQueryEstimatePrice.ts';
import type { ApiResult } from '../../api/call.ts';
import { callOperation } from '../../api/operation.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';
import { sendOperation, type RefusalTable, type SendOutcome } from '../../money-action/outcome.ts';

export type SwapCoin = components['schemas']['QuickExchangeCoin'];
export type SwapPair = components['schemas']['QuickExchangePair'];
export type Quote = components['schemas']['QuickExchangeQuote'];
export type FlashOrder = components['schemas']['FlashOrder'];
export type FlashOrderStatus = components['schemas']['FlashOrderStatus'];
export type PlacedOrder = components['schemas']['FlashOrderPlaced'];

export const byCoin = (coins: SwapCoin[]): ReadonlyMap<string, SwapCoin> =>
  new Map(coins.map((coin) => [coin.Coin, coin]));

export const swapCoinsQuery = () => ({
  ...apiQuery(quickExchangeGetQuickExchangeCoinList),
  ...contentData,
  select: byCoin,
});
export const swapPairsQuery = () => ({ ...apiQuery(quickExchangeGetWebsiteCanTradeCoinList), ...contentData });

export const orderRows = 10;
export const ordersQuery = (PageIndex: number, Status: FlashOrderStatus | undefined) => ({
  ...apiQuery(flashOrderGetUserFlashOrderPageList, {
    body: { PageIndex, PageRows: orderRows, ...(Status ? { Status } : {}) },
  }),
  ...keepPreviousPage,
});

/** A conversion as it is reviewed and sent: the amount of one coin into another at the quoted price. */
export type ConversionOrder = components['schemas']['FlashOrderRequest'];

/**
 * A conversion's refusals: a balance too low lands on the amount; a price that moved or a quote
 * that expired before the order reached the server shows over the form while a new quote comes.
 */
export const conversionRefusals: RefusalTable<'amount'> = {
  elsewhere: 'form',
  codes: {
    '30001': { field: 'amount', id: 'flash.refusal.insufficient' },
    '30002': { id: 'flash.quote.requotedMoved' },
    '30003': { id: 'flash.quote.requotedExpired' },
  },
};

/** The refusals after which the reviewed quote no longer holds: the conversion asks for a new one at once. */
const quoteGoneIds = new Set([conversionRefusals.codes['30002'].id, conversionRefusals.codes['30003'].id]);
export const quoteGone = (outcome: SendOutcome<unknown>) =>
  outcome.kind === 'refused' && quoteGoneIds.has(outcome.refusal.id ?? '');

/** Places the reviewed conversion, once. */
export const sendConversion = (order: ConversionOrder): Promise<SendOutcome<PlacedOrder>> =>
  sendOperation(flashOrderSendFlashOrder, { body: order }, conversionRefusals);

export const requestQuote = (request: { from: string; to: string; amount: string }): Promise<ApiResult<Quote>> =>
  callOperation(
    quickExchangeQueryEstimatePrice,
    { body: { FromCoin: request.from, ToCoin: request.to, FromAmount: request.amount } },
    { ignore: ['10001'] },
  );

export const checkOrder = (orderId: number): Promise<ApiResult<FlashOrder>> =>
  callOperation(flashOrderCheckFlashOrderStatus, { params: { query: { orderId } } });
