/**
 * The trade's two amounts, fiat and coin: the customer types either and the other follows at the
 * pair's price and precision. A sell offers Max, the coin's available balance.
 */
import { AmountInput } from '../../../ui/AmountInput.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import type { PaymentPair, PaymentSide } from '../payment-api.ts';
import { otherAmount, type AmountIn } from '../payment-quote.ts';
import { useT } from '../../../i18n/use-t.ts';

interface AmountPairProps {
  pair: PaymentPair;
  side: PaymentSide;
  amount: string;
  amountIn: AmountIn;
  onChange: (amount: string, amountIn: AmountIn) => void;
  /** The coin the customer holds, for a sell's Max. */
  available: string | null;
  error?: string;
}

export function AmountPair({ pair, side, amount, amountIn, onChange, available, error }: AmountPairProps) {
  const t = useT();
  const other = otherAmount(pair, side, amountIn, amount);
  const fiat = amountIn === 'fiat' ? amount : other;
  const coin = amountIn === 'coin' ? amount : other;
  const fiatField = (
    <AmountInput
      label={t(side === 'buy' ? 'fiat.market.youPay' : 'fiat.market.youGetAbout')}
      precision={pair.FiatPrecision}
      unit={pair.FiatCode}
      value={fiat}
      onChange={(next) => onChange(next, 'fiat')}
      error={side === 'buy' ? error : undefined}
    />
  );
  const coinField = (
    <AmountInput
      label={t(side === 'buy' ? 'fiat.market.youGetAbout' : 'fiat.market.youSell')}
      precision={pair.CoinPrecision}
      unit={pair.CoinCode}
      value={coin}
      onChange={(next) => onChange(next, 'coin')}
      max={side === 'sell' && available !== null ? { amount: available } : undefined}
      error={side === 'sell' ? error : undefined}
    />
  );
  return (
    <div className="fiat-amounts">
      {side === 'buy' ? fiatField : coinField}
      {side === 'buy' ? coinField : fiatField}
      <p className="fiat-amounts__price">
        {t('fiat.market.price', {
          coin: pair.CoinCode,
          price: (
            <Figure
              key="price"
              kind="fiat"
              currency={pair.FiatCode}
              value={side === 'buy' ? pair.BuyPrice : pair.SellPrice}
            />
          ),
        })}
      </p>
    </div>
  );
}
