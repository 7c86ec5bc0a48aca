/** Where each coin the quick exchange swaps may go, and the chosen pair made valid. */
import { useMemo } from 'react';
import type { SwapCoin, SwapPair } from './flash-api.ts';
import { targetsByCoin } from './quote-rules.ts';

export interface ValidPair {
  from: SwapCoin;
  to: SwapCoin;
}

export function useSwapCoins(coins: ReadonlyMap<string, SwapCoin>, pairs: readonly SwapPair[]) {
  const targets = useMemo(() => targetsByCoin(pairs), [pairs]);

  /** The pair asked for, or the nearest one the exchange allows: the first coin, the first place it goes. */
  const pairOf = (fromCode: string, toCode: string): ValidPair | null => {
    const from = coins.get(fromCode) ?? [...coins.values()].find((coin) => targets.has(coin.Coin));
    if (!from) return null;
    const allowed = targets.get(from.Coin);
    const to = allowed?.has(toCode)
      ? coins.get(toCode)
      : [...(allowed ?? [])].map((code) => coins.get(code)).find(Boolean);
    return to ? { from, to } : null;
  };

  return { coins, targets, pairOf };
}
