/**
 * A live last price that flashes when it moves: a brief tint and an arrow (the arrow also says
 * "up" or "down" to screen readers, so colour is never the only signal). The tint fades only for
 * those who have not asked for reduced motion.
 */
import { SpotPrice } from './SpotCells.tsx';
import { livePriceClass, usePriceTick } from './use-price-tick.ts';

export function LivePrice({ price }: { price: string }) {
  const tick = usePriceTick(price);
  return <SpotPrice price={price} tone={tick ?? undefined} className={livePriceClass(tick)} />;
}
