/**
 * The customer's spot balances (CustomerAssets/GetAssets), valued in the display currency: the
 * assets pages, the header and every money form (flash exchange, token sales, fiat) read the
 * available balance of a coin from this one answer; earn reads what can be deposited from its own
 * call (Financing/GetUserAccountBalance), as the spec lists it, through the same hook. A change
 * that moves money names `balanceOperations` in its `changes`, so every balance on screen reloads at once.
 */
import type { components } from '../../generated/base.ts';
import { currencyGetCurrencyAssets } from '../../generated/operations/currencyGetCurrencyAssets.ts';
import { currencyGetList } from '../../generated/operations/currencyGetList.ts';
import { customerAssetsGetAssets } from '../../generated/operations/customerAssetsGetAssets.ts';
import { customerAssetsGetUserAssets } from '../../generated/operations/customerAssetsGetUserAssets.ts';
import { financingGetUserAccountBalance } from '../../generated/operations/financingGetUserAccountBalance.ts';
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
  financingGetUserAccountBalance,
] as const;

/** What the customer can deposit into earn of a coin: the spot balance's available part, as earn's own call gives it. */
const earnAvailableQuery = (coinCode: string) =>
  apiQuery(financingGetUserAccountBalance, { params: { query: { coinCode } } });

/** The customer's balances in the display currency (nothing is asked while signed out). */
export function useBalances() {
  const signedIn = useSignedIn();
  return useApiQuery({ ...balancesQuery(useDisplayCurrency()), enabled: signedIn });
}

export interface BalanceOf {
  /** Spendable now; null until the balances have come (or when they failed). */
  available: Decimal | null;
  /** Null also for the earn account, whose call gives only what is available. */
  frozen: Decimal | null;
  total: Decimal | null;
  loading: boolean;
  /** The balances could not be loaded: `retry` asks again. */
  failed: boolean;
  retry: () => void;
}

/** Whose view of the balance: the spot account's list, or earn's call for what can be deposited. */
export type BalanceAccount = 'spot' | 'earn';

/**
 * One coin's balance, the one source of what a customer can spend: `useBalance('USDT').available`
 * beside an amount field (`useBalance('USDT', 'earn')` on an earn form). A coin the customer never held is zero.
 */
export function useBalance(code: string, account: BalanceAccount = 'spot'): BalanceOf {
  const signedIn = useSignedIn();
  const balances = useApiQuery({ ...balancesQuery(useDisplayCurrency()), enabled: signedIn && account === 'spot' });
  const earn = useApiQuery({ ...earnAvailableQuery(code), enabled: signedIn && account === 'earn' && code !== '' });
  if (account === 'earn') {
    return {
      available: earn.data ? toDecimal(earn.data.Available) : null,
      frozen: null,
      total: null,
      loading: earn.isPending,
      failed: earn.isError,
      retry: () => void earn.refetch(),
    };
  }
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
