/** The customer's spot balances valued in USDT and in a fiat currency. */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { seedCoins } from '../seed/coins.ts';
import { defaultFiatCode, seedFiats, type SeedFiat } from '../seed/fiat.ts';
import { walletOf, type BalanceStore } from '../state/balances.ts';
import type { Customer } from '../state/customers.ts';

type CoinAsset = components['schemas']['CoinAsset'];
type CustomerAssets = components['schemas']['CustomerAssets'];
type FiatCode = components['schemas']['FiatCode'];

/** Coins worth less than this many USDT count as small for HideSmall. */
const smallBelowUsdt = 1;

/** The asked fiat currency, else the customer's display currency, else NGN. */
export function resolveFiat(customer: Customer, asked?: FiatCode): SeedFiat {
  const code = asked ?? customer.currencyCode;
  return seedFiats.find((f) => f.Code === code) ?? seedFiats.find((f) => f.Code === defaultFiatCode)!;
}

interface Valued {
  row: CoinAsset;
  usdt: Decimal;
}

function valueCoins(balances: BalanceStore, customerId: number, fiat: SeedFiat): Valued[] {
  const wallet = walletOf(balances, customerId);
  return seedCoins.map((coin) => {
    const balance = wallet.get(coin.Code);
    const available = balance?.available ?? new Decimal(0);
    const frozen = balance?.frozen ?? new Decimal(0);
    const total = available.plus(frozen);
    const usdt = total.times(coin.PriceUsdt);
    return {
      usdt,
      row: {
        CoinId: coin.CoinId,
        Code: coin.Code,
        Name: coin.Name,
        Precision: coin.Precision,
        Available: available.toFixed(coin.Precision, Decimal.ROUND_DOWN),
        Frozen: frozen.toFixed(coin.Precision, Decimal.ROUND_DOWN),
        Total: total.toFixed(coin.Precision, Decimal.ROUND_DOWN),
        ValueUsdt: usdt.toFixed(2, Decimal.ROUND_DOWN),
        ValueFiat: usdt.times(fiat.RateToUsdt).toFixed(2, Decimal.ROUND_DOWN),
      },
    };
  });
}

/** The customer's total spot assets in USDT, unrounded. */
export function totalUsdt(balances: BalanceStore, customerId: number): Decimal {
  return valueCoins(balances, customerId, seedFiats[0]).reduce((sum, v) => sum.plus(v.usdt), new Decimal(0));
}

export interface AssetsFilter {
  coinId?: number;
  hideSmall?: boolean;
}

/** Every coin's balance (or the filtered ones) with totals over every coin. */
export function customerAssets(
  balances: BalanceStore,
  customer: Customer,
  fiat: SeedFiat,
  filter: AssetsFilter = {},
): CustomerAssets {
  const valued = valueCoins(balances, customer.UserId, fiat);
  const total = valued.reduce((sum, v) => sum.plus(v.usdt), new Decimal(0));
  const shown = valued.filter(
    (v) =>
      (filter.coinId === undefined || v.row.CoinId === filter.coinId) &&
      (!filter.hideSmall || v.usdt.gte(smallBelowUsdt)),
  );
  return {
    FiatCode: fiat.Code as FiatCode,
    TotalUsdt: total.toFixed(2, Decimal.ROUND_DOWN),
    TotalFiat: total.times(fiat.RateToUsdt).toFixed(2, Decimal.ROUND_DOWN),
    Items: shown.map((v) => v.row),
  };
}
