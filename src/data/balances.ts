/**
 * The customer's spot balances (CustomerAssets/GetAssets), valued in the display currency: the
 * assets pages, the header and every money form (flash exchange, earn, token sales) read the
 * available balance of a coin from this one answer. A change that moves money names
 * `balanceOperations` in its `changes`, so every balance on screen reloads at once.
 */
import type { components } from '../../generated/base.ts';
import { currencyGetCurrencyAssets } from '../../generated/operations/currencyGetCurrencyAssets.ts';
import { currencyGetList } from '../../generated/operations/currencyGetList.ts';
import { customerAssetsGetAssets } from '../../generated/operations/customerAssetsGetAssets.ts';
import { customerAssetsGetUserAssets } from '../../generated/operations/customerAssetsGetUserAssets.ts';
import { apiQuery, useApiQuery } from '../api/query.ts';
import { toDecimal, type Decimal } from '../lib/decimal.ts';
import { useDisplayCurrency } from '../session/display-currency.ts';
import { useSignedIn } from '../session/hooks.ts';
import { fiatCodes, type FiatCode } from './fiat-currencies.ts';

export type CoinBalance = components['schemas']['CoinAsset'];
export type CustomerAssets = components['schemas']['CustomerAssets'];

/** The balances valued in `fiatCode` (the customer's own display currency on the server when it is not one the call takes). */
export const balancesQuery = (fiatCode: string) =>
  apiQuery(customerAssetsGetAssets, { body: fiatCodes.includes(fiatCode) ? { FiatCode: fiatCode as FiatCode } : {} });

/** Every operation whose answer holds a balance: what a deposit, withdrawal, transfer or trade makes stale. */
export const balanceOperations = [
  customerAssetsGetAssets,
  customerAssetsGetUserAssets,
  currencyGetCurrencyAssets,
  currencyGetList,
] as const;

/** The customer's balances in the display currency (nothing is asked while signed out). */
export function useBalances() {
  const signedIn = useSignedIn();
  return useApiQuery({ ...balancesQuery(useDisplayCurrency()), enabled: signedIn });
}

export interface BalanceOf {
  /** Spendable now; null until the balances have come (or when they failed). */
  available: Decimal | null;
  frozen: Decimal | null;
  total: Decimal | null;
  loading: boolean;
  /** The balances could not be loaded: `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/**
 * One coin's balance, the one source of what a customer can spend: `useBalance('USDT').available`
 * beside an amount field. A coin the customer never held is zero.
 */
export function useBalance(code: string): BalanceOf {
  const balances = useBalances();
  const row = balances.data?.Items.find((item) => item.Code === code);
  const zero = balances.data ? toDecimal('0') : null;
  return {
    available: row ? toDecimal(row.Available) : zero,
    frozen: row ? toDecimal(row.Frozen) : zero,
    total: row ? toDecimal(row.Total) : zero,
    loading: balances.isPending,
    failed: balances.isError,
    retry: () => void balances.refetch(),
  };
}
