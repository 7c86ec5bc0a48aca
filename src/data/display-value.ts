/**
 * Values in the display currency (spec section 1: prices are shown in a chosen fiat currency, NGN
 * by default): the price of every coin in that currency (CurrencyExchangeRate/GetPairRateList),
 * reloaded as prices move, and switched at once when the customer picks another currency.
 */
import type { components } from '../../generated/base.ts';
import { currencyExchangeRateGetPairRateList } from '../../generated/operations/currencyExchangeRateGetPairRateList.ts';
import { apiQuery, pollEvery, publicData, useApiQuery } from '../api/query.ts';
import { toDecimal, type Decimal } from '../lib/decimal.ts';
import type { NumberValue } from '../lib/number-format/format.ts';
import { useDisplayCurrency } from '../session/display-currency.ts';

type PairRate = components['schemas']['PairRate'];

/** Coin code -> the price of one coin in the display currency. */
export type CoinPrices = ReadonlyMap<string, Decimal>;

const byCoin = (rates: PairRate[]): CoinPrices =>
  new Map(
    rates.flatMap((rate) => {
      const price = toDecimal(rate.Price);
      return price ? [[rate.CoinCode, price] as const] : [];
    }),
  );

/** Prices move: the rates reload every minute while something shows them. */
export const coinPricesQuery = (fiatCode: string) => ({
  ...apiQuery(currencyExchangeRateGetPairRateList, { params: { query: { fiatCode } } }),
  ...publicData,
  ...pollEvery(60_000),
  select: byCoin,
});

/** The value of `amount` of `coin` in the display currency, or null while unknown (no price for that coin). */
export function valueIn(prices: CoinPrices | undefined, amount: NumberValue, coin: string): Decimal | null {
  const price = prices?.get(coin);
  const quantity = toDecimal(amount);
  return price && quantity ? quantity.times(price) : null;
}

/** The display currency and what any amount of any coin is worth in it. */
export function useDisplayValue() {
  const currency = useDisplayCurrency();
  const prices = useApiQuery(coinPricesQuery(currency));
  return {
    currency,
    /** True until the prices in this currency have come. */
    loading: prices.isPending,
    valueOf: (amount: NumberValue, coin: string) => valueIn(prices.data, amount, coin),
  };
}
