/** The signed-in customer's available balance of the coin a sale is paid in, and that coin's precision. */
import { useApiQuery } from '../../api/query.ts';
import { useCoins } from '../../data/coins.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { availableQuery } from './twinkle-api.ts';

export function usePayBalance(payCoin: string) {
  const signedIn = useSignedIn();
  const { coins, precisionOf } = useCoins();
  const balance = useApiQuery(availableQuery(coins?.get(payCoin)?.CoinId, signedIn));
  return {
    /** Undefined while unknown (loading, failed, or signed out). */
    available: balance.data,
    failed: balance.isError,
    retry: () => void balance.refetch(),
    precision: precisionOf(payCoin),
  };
}
