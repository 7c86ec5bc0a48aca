/** The coins the quick exchange swaps and where each may go, loaded together; the chosen pair made valid. */
import { useMemo } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { swapCoinsQuery, swapPairsQuery, type SwapCoin } from './flash-api.ts';
import { targetsByCoin } from './quote-rules.ts';

export interface ValidPair {
  from: SwapCoin;
  to: SwapCoin;
}

export function useSwapCoins() {
  const coins = useApiQuery(swapCoinsQuery());
  const pairs = useApiQuery(swapPairsQuery());
  const targets = useMemo(() => targetsByCoin(pairs.data ?? []), [pairs.data]);
  const error = coins.error ?? pairs.error;

  /** The pair asked for, or the nearest one the exchange allows: the first coin, the first place it goes. */
  const pairOf = (fromCode: string, toCode: string): ValidPair | null => {
    if (!coins.data) return null;
    const from = coins.data.get(fromCode) ?? [...coins.data.values()].find((coin) => targets.has(coin.Coin));
    if (!from) return null;
    const allowed = targets.get(from.Coin);
    const to = allowed?.has(toCode)
      ? coins.data.get(toCode)
      : [...(allowed ?? [])].map((code) => coins.data!.get(code)).find(Boolean);
    return to ? { from, to } : null;
  };

  return {
    coins: coins.data,
    targets,
    loading: coins.isPending || pairs.isPending,
    error,
    retry: () => void Promise.all([coins.refetch(), pairs.refetch()]),
    pairOf,
  };
}
