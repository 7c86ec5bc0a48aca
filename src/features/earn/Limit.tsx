/** An amount the product states (a minimum, a maximum, a quota, a tier's edge) as stated: 10 USDT, not 10.0000 USDT. */
import { toDecimal } from '../../lib/decimal.ts';
import { Figure } from '../../ui/Figure.tsx';

export function Limit({ amount, coin }: { amount: string; coin: string }) {
  return <Figure kind="amount" value={amount} precision={toDecimal(amount)?.decimalPlaces() ?? 0} unit={coin} />;
}
