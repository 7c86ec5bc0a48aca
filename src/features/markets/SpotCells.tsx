/**
 * The cells of a spot market row that show something the row loads once it stays on screen: its
 * figures at the pair's precisions (shared by the row, see SpotRow) and its chart.
 */
import { useApiQuery } from '../../api/query.ts';
import { useDisplayValue } from '../../data/display-value.ts';
import { Figure } from '../../ui/Figure.tsx';
import { AmountAt, PriceAt } from '../../shell/pair-figures.tsx';
import { useRowsSettled } from '../../ui/virtual-rows-settled.ts';
import { spotDayQuery } from './market-day.ts';
import { Sparkline } from './Sparkline.tsx';
import { useRowPrecision } from './spot-row.tsx';

export function SpotSparkline({ varietyId }: { varietyId: number }) {
  const settled = useRowsSettled();
  const day = useApiQuery({ ...spotDayQuery(varietyId), paused: !settled });
  return <Sparkline prices={day.data?.prices} />;
}

/** A price at the pair's price precision; `tone`: a move the value does not show by itself (a price that just ticked). */
export function SpotPrice({ price, tone, className }: { price: string; tone?: 'up' | 'down'; className?: string }) {
  return <PriceAt precision={useRowPrecision()} value={price} tone={tone} className={className} />;
}

/** A 24h volume at the base coin's amount precision, compact above a million. */
export function SpotVolume({ volume, unit }: { volume: string; unit: string }) {
  return <AmountAt precision={useRowPrecision()} value={volume} unit={unit} />;
}

/**
 * A price's value in the display currency, from the coin prices (one load for the whole list); nothing
 * where the quote coin has no price in it. It reads them itself, so new prices redraw this cell,
 * not its row.
 */
export function SpotValue({ price, quoteCoin }: { price: string; quoteCoin: string }) {
  const { currency, loading, valueOf } = useDisplayValue();
  if (loading) return <Figure kind="fiat" value={null} currency={currency} loading className="market-value" />;
  const value = valueOf(price, quoteCoin);
  return value ? <Figure kind="fiat" value={value} currency={currency} approx className="market-value" /> : null;
}
