/**
 * A market's last 24 hours as a small line: one point per hourly close, drawn to fill the box
 * from its lowest to its highest price, green when it ended higher than it began and red when
 * lower. Decorative: the row's change, high and low say the same in figures.
 */
import { memo, useDeferredValue } from 'react';
import { toDecimal } from '../../lib/decimal.ts';

const width = 96;
const height = 32;
const margin = 2;

/**
 * The polyline's points for these prices, oldest first; '' when fewer than two can be read. A
 * drawing's coordinates, not amounts: each price is read once and placed in floating point (a
 * decimal division per point was most of a screen of charts' time on a slow phone).
 */
export function sparklinePoints(prices: readonly string[]): string {
  const values = prices.flatMap((p) => toDecimal(p)?.toNumber() ?? []);
  if (values.length < 2) return '';
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  const step = (width - 2 * margin) / (values.length - 1);
  return values
    .map((v, i) => {
      const ratio = span === 0 ? 0.5 : (v - low) / span;
      return `${(margin + i * step).toFixed(1)},${(height - margin - ratio * (height - 2 * margin)).toFixed(1)}`;
    })
    .join(' ');
}

/**
 * Drawn again only for new prices (a row redrawn for its figures leaves its chart as it is), and in
 * React's own time: a screen of rows gets its answers together, in a render that must finish at
 * once, and drawing every chart there was one long task on a slow phone.
 */
export const Sparkline = memo(function Sparkline({ prices: given }: { prices: readonly string[] | undefined }) {
  const prices = useDeferredValue(given);
  if (!prices) return <span className="sparkline sparkline--loading" aria-hidden="true" />;
  const points = sparklinePoints(prices);
  const first = toDecimal(prices[0]);
  const last = toDecimal(prices[prices.length - 1]);
  const tone = first && last ? (last.gt(first) ? 'up' : last.lt(first) ? 'down' : 'flat') : 'flat';
  return (
    <svg
      className={`sparkline sparkline--${tone}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {points && (
        <polyline points={points} fill="none" strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round" />
      )}
    </svg>
  );
});
