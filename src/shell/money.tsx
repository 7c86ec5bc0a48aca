/**
 * Amounts as the app shows them everywhere: a coin amount at its coin's precision, and the value of
 * an amount in the display currency ("≈ ₦105,234,567.89"), which follows the currency the
 * customer picks without a reload.
 */
import { useCoins } from '../data/coins.ts';
import { useDisplayValue } from '../data/display-value.ts';
import type { NumberValue } from '../lib/number-format/format.ts';
import { Figure } from '../ui/Figure.tsx';

export function CoinAmount({
  amount,
  coin,
  unit = true,
  className,
}: {
  amount: NumberValue;
  coin: string;
  unit?: boolean;
  className?: string;
}) {
  const { precisionOf, loading } = useCoins();
  return (
    <Figure
      kind="amount"
      value={amount}
      precision={precisionOf(coin)}
      unit={unit ? coin : undefined}
      loading={loading}
      className={className}
    />
  );
}

/** The value of `amount` of `coin` in the display currency; nothing where the coin has no price in it. */
export function DisplayValue({ amount, coin, className }: { amount: NumberValue; coin: string; className?: string }) {
  const { currency, valueOf, loading } = useDisplayValue();
  if (loading) return <Figure kind="fiat" value={null} currency={currency} loading className={className} />;
  const value = valueOf(amount, coin);
  return value ? <Figure kind="fiat" value={value} currency={currency} approx className={className} /> : null;
}
