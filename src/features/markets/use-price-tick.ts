/**
 * Which way a live price just moved: 'up' or 'down' for a moment after it changes, then null. A
 * row that comes onto the screen starts still; only a change seen while it shows ticks.
 */
import { useEffect, useState } from 'react';
import { toDecimal } from '../../lib/decimal.ts';

export type Tick = 'up' | 'down';

/** How long a tick shows. */
export const tickMs = 1_500;

export function usePriceTick(price: string | undefined): Tick | null {
  const [seen, setSeen] = useState(price);
  const [tick, setTick] = useState<{ direction: Tick; serial: number } | null>(null);
  if (price !== seen) {
    setSeen(price);
    const before = toDecimal(seen);
    const now = toDecimal(price);
    if (before && now && !now.eq(before))
      setTick((t) => ({ direction: now.gt(before) ? 'up' : 'down', serial: (t?.serial ?? 0) + 1 }));
  }
  useEffect(() => {
    if (!tick) return;
    const timer = setTimeout(() => setTick(null), tickMs);
    return () => clearTimeout(timer);
  }, [tick]);
  return tick?.direction ?? null;
}

/** The classes of a live price: its box, tinted for a moment after a tick (markets.css). */
export const livePriceClass = (tick: Tick | null): string => (tick ? `live-price live-price--${tick}` : 'live-price');
