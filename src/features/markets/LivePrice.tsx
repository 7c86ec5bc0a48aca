/**
 * A live last price that flashes when it moves: a brief tint and an arrow (the arrow also says
 * "up" or "down" to screen readers, so colour is never the only signal). The tint fades only for
 * those who have not asked for reduced motion.
 */
import { PairPrice } from '../../shell/pair-figures.tsx';
import { useRowsSettled } from '../../ui/virtual-rows-settled.ts';
import { usePriceTick } from './use-price-tick.ts';

export function LivePrice({ varietyId, price }: { varietyId: number; price: string }) {
  const tick = usePriceTick(price);
  const settled = useRowsSettled();
  return (
    <span className={`live-price${tick ? ` live-price--${tick}` : ''}`}>
      <PairPrice varietyId={varietyId} value={price} load={settled} tone={tick ?? undefined} />
    </span>
  );
}
