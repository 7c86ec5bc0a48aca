/** The quick exchange's data and changes, typed from the contract, and the balances a conversion moves. */
import type { components } from '../../../generated/base.ts';
import { currencyGetCurrencyAssets } from '../../../generated/operations/currencyGetCurrencyAssets.ts';
import { customerAssetsGetAssets } from '../../../generated/operations/customerAssetsGetAssets.ts';
import { customerAssetsGetUserAssets } from '../../../generated/operations/customerAssetsGetUserAssets.ts';
import { financingGetUserAccountBalance } from '../../../generated/operations/financingGetUserAccountBalance.ts';
import { flashOrderCheckFlashOrderStatus } from '../../../generated/operations/flashOrderCheckFlashOrderStatus.ts';
import { flashOrderGetUserFlashOrderPageList } from '../../../generated/operations/flashOrderGetUserFlashOrderPageList.ts';
import { flashOrderSendFlashOrder } from '../../../generated/operations/flashOrderSendFlashOrder.ts';
import { quickExchangeGetQuickExchangeCoinList } from '../../../generated/operations/quickExchangeGetQuickExchangeCoinList.ts';
import { quickExchangeGetWebsiteCanTradeCoinList } from '../../../generated/operations/quickExchangeGetWebsiteCanTradeCoinList.ts';
import { quickExchangeQueryEstimatePrice } from '../../../generated/operations/quickExchangeQueryEstimatePrice.ts';
import type { ApiResult } from '../../api/call.ts';
import { callOperation } from '../../api/operation.ts';
import { apiQuery, contentData, keepPreviousPage } from '../../api/query.ts';

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

/** What the customer may spend of a coin now: the spot account's available balance. */
export const availableQuery = (coinCode: string, enabled: boolean) => ({
  ...apiQuery(financingGetUserAccountBalance, { params: { query: { coinCode } } }),
  enabled,
});

export const orderRows = 10;
export const ordersQuery = (PageIndex: number, Status: FlashOrderStatus | undefined) => ({
  ...apiQuery(flashOrderGetUserFlashOrderPageList, {
    body: { PageIndex, PageRows: orderRows, ...(Status ? { Status } : {}) },
  }),
  ...keepPreviousPage,
});

/** Every balance a conversion moves, and the conversions list: they reload once it is placed and once it settles. */
export const conversionChanges = [
  customerAssetsGetAssets,
  customerAssetsGetUserAssets,
  currencyGetCurrencyAssets,
  financingGetUserAccountBalance,
  flashOrderGetUserFlashOrderPageList,
] as const;

export const placeOrder = flashOrderSendFlashOrder;

/** Refusals the page explains itself: price moved, quote expired, not enough balance, amount outside the limits. */
export const orderRefusalCodes = ['30001', '30002', '30003', '10001'] as const;

export const requestQuote = (request: { from: string; to: string; amount: string }): Promise<ApiResult<Quote>> =>
  callOperation(
    quickExchangeQueryEstimatePrice,
    { body: { FromCoin: request.from, ToCoin: request.to, FromAmount: request.amount } },
    { ignore: ['10001'] },
  );

export const checkOrder = (orderId: number): Promise<ApiResult<FlashOrder>> =>
  callOperation(flashOrderCheckFlashOrderStatus, { params: { query: { orderId } } });
