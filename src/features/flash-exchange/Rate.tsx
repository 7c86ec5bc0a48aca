/** A conversion's rate, "1 USDT = 0.000015023085 BTC", at the digits the server quoted (a rate is not rounded like a market price). */
import { toDecimal } from '../../lib/decimal.ts';
import { Figure } from '../../ui/Figure.tsx';

export function Rate({ price, from, to }: { price: string; from: string; to: string }) {
  return (
    <span className="flash-rate">
      1&nbsp;{from} ={' '}
      <Figure kind="amount" value={price} precision={toDecimal(price)?.decimalPlaces() ?? 0} unit={to} />
    </span>
  );
}
