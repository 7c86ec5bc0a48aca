/**
 * A market's prices and amounts at the pair's own precision (its trade config), the same on the
 * home page and /markets, with a placeholder of a figure's size until the precision is known. If
 * the config cannot be loaded, prices fall back to the precision table.
 */
import { usePairPrecision, type PairPrecision } from '../data/markets.ts';
import type { NumberValue } from '../lib/number-format/format.ts';
import { Figure } from '../ui/Figure.tsx';

interface PairFigureProps {
  varietyId: number;
  value: NumberValue;
  /** False: ask for nothing yet (a row scrolling past); a precision already known still shows. */
  load?: boolean;
  /** A move the value does not show by itself (a price that just ticked). */
  tone?: 'up' | 'down';
  className?: string;
}

/** A price at a pair's precision, known or still loading (the row's, or the pair's own). */
export function PriceAt({
  precision,
  value,
  tone,
  className,
}: { precision: PairPrecision } & Pick<PairFigureProps, 'value' | 'tone' | 'className'>) {
  return (
    <Figure
      kind="price"
      value={value}
      precision={precision.price}
      loading={precision.loading}
      tone={tone}
      className={className}
    />
  );
}

/** An amount of a pair's base coin (a 24h volume) at its precision, compact above a million. */
export function AmountAt({
  precision,
  value,
  unit,
  className,
}: { precision: PairPrecision; unit?: string } & Pick<PairFigureProps, 'value' | 'className'>) {
  if (precision.amount === undefined)
    return <Figure kind="price" value={value} compact unit={unit} loading={precision.loading} className={className} />;
  return <Figure kind="amount" value={value} precision={precision.amount} compact unit={unit} className={className} />;
}

export function PairPrice({ varietyId, value, load = true, tone, className }: PairFigureProps) {
  return <PriceAt precision={usePairPrecision(varietyId, load)} value={value} tone={tone} className={className} />;
}

/** An amount of the pair's base coin (a 24h volume), compact above a million. */
export function PairAmount({
  varietyId,
  value,
  load = true,
  unit,
  className,
}: Omit<PairFigureProps, 'tone'> & { unit?: string }) {
  return <AmountAt precision={usePairPrecision(varietyId, load)} value={value} unit={unit} className={className} />;
}
