/**
 * The customer's spot balances (CustomerAssets/GetAssets): what a sell, a withdrawal or a
 * conversion may spend. Anything that moves coin names `spotBalances` among the data it changes.
 */
import { customerAssetsGetAssets } from '../../generated/operations/customerAssetsGetAssets.ts';
import { apiQuery, useApiQuery } from '../api/query.ts';
import { useSignedIn } from '../session/hooks.ts';

export const spotBalances = customerAssetsGetAssets;

export const spotBalancesQuery = (enabled: boolean) => ({
  ...apiQuery(customerAssetsGetAssets, { body: {} }),
  enabled,
});

/** The available spot balance of a coin (a decimal string), null while unknown or signed out. */
export function useAvailableBalance(coin: string): string | null {
  const signedIn = useSignedIn();
  const balances = useApiQuery(spotBalancesQuery(signedIn && coin !== ''));
  return balances.data?.Items.find((item) => item.Code === coin)?.Available ?? null;
}
