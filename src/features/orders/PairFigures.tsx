/** A spot pair's prices and amounts at the pair's own precision (its trading rules), as the trade site shows them. */
import type { NumberValue } from '../../lib/number-format/format.ts';
import { Figure } from '../../ui/Figure.tsx';
import { usePairPrecision } from './market-precision.ts';
import { isMarketPrice } from './order-math.ts';
import { useT } from '../../i18n/use-t.ts';

interface PairFigureProps {
  varietyId: number;
  value: NumberValue;
}

/** A price of the pair; "Market" for the 0 a market order carries when `market` is set. */
export function PairPrice({ varietyId, value, market = false }: PairFigureProps & { market?: boolean }) {
  const t = useT();
  const precision = usePairPrecision(varietyId);
  if (market && typeof value === 'string' && isMarketPrice(value)) return <>{t('orders.market')}</>;
  if (precision.loading) return <Figure kind="price" value={null} loading />;
  return precision.price === undefined ? (
    <Figure kind="price" value={value} />
  ) : (
    <Figure kind="amount" precision={precision.price} value={value} />
  );
}

/** An amount of the pair's base coin. */
export function PairAmount({ varietyId, value }: PairFigureProps) {
  const precision = usePairPrecision(varietyId);
  if (precision.loading) return <Figure kind="amount" precision={0} value={null} loading />;
  return <Figure kind="amount" precision={precision.amount ?? 8} value={value} />;
}
