/** The cells of a spot market row that load something of their own once the row stays on screen. */
import { useApiQuery } from '../../api/query.ts';
import { PairAmount, PairPrice } from '../../shell/pair-figures.tsx';
import { useRowsSettled } from '../../ui/virtual-rows-settled.ts';
import { spotDayQuery } from './market-day.ts';
import { Sparkline } from './Sparkline.tsx';

export function SpotSparkline({ varietyId }: { varietyId: number }) {
  const settled = useRowsSettled();
  const day = useApiQuery({ ...spotDayQuery(varietyId), paused: !settled });
  return <Sparkline prices={day.data?.prices} />;
}

export function SpotPrice({ varietyId, price }: { varietyId: number; price: string }) {
  return <PairPrice varietyId={varietyId} value={price} load={useRowsSettled()} />;
}

export function SpotVolume({ varietyId, volume, unit }: { varietyId: number; volume: string; unit: string }) {
  return <PairAmount varietyId={varietyId} value={volume} unit={unit} load={useRowsSettled()} />;
}
