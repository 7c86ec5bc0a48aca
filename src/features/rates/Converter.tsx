/**
 * The converter: an amount of a coin gives its value in the chosen fiat currency, and a value in
 * that currency gives the amount of the coin, whichever the customer types in last. Decimal
 * arithmetic, each side truncated to its own places (the coin's precision, the currency's 2).
 */
import { useState } from 'react';
import type { ListedCoin } from '../../data/coins.ts';
import type { CoinPrices } from '../../data/display-value.ts';
import { fallbackDecimals } from '../../lib/number-format/price-precision.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Combobox } from '../../ui/Combobox.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { coinToFiat, fiatToCoin } from './convert.ts';
import { useT } from '../../i18n/use-t.ts';

interface ConverterProps {
  fiat: string;
  coins: readonly ListedCoin[];
  /** Each coin's price in `fiat`; undefined while loading. */
  prices: CoinPrices | undefined;
}

/** A currency's own decimals; the site's currencies all use cents. */
const fiatPlaces = fallbackDecimals;

export function Converter({ fiat, coins, prices }: ConverterProps) {
  const t = useT();
  const [code, setCode] = useState(() => coins[0]?.Code ?? '');
  const [typed, setTyped] = useState<{ side: 'coin' | 'fiat'; amount: string }>({ side: 'coin', amount: '1' });
  const coin = coins.find((c) => c.Code === code) ?? coins[0];
  if (!coin) return null;
  const price = prices?.get(coin.Code);
  const coinAmount = typed.side === 'coin' ? typed.amount : fiatToCoin(typed.amount, price, coin.Precision);
  const fiatAmount = typed.side === 'fiat' ? typed.amount : coinToFiat(typed.amount, price, fiatPlaces);
  return (
    <section className="rates-converter" aria-labelledby="rates-converter-title">
      <h2 id="rates-converter-title">{t('rates.converter.title')}</h2>
      <div className="rates-converter__fields">
        <Combobox
          label={t('rates.converter.coin')}
          options={coins.map((c) => ({ value: c.Code, code: c.Code, name: c.Name, icon: c.IconUrl }))}
          value={coin.Code}
          onChange={setCode}
        />
        <AmountInput
          label={t('rates.converter.coinAmount', { coin: coin.Code })}
          precision={coin.Precision}
          unit={coin.Code}
          value={coinAmount}
          onChange={(amount) => setTyped({ side: 'coin', amount })}
        />
        <span className="rates-converter__equals" aria-hidden="true">
          =
        </span>
        <AmountInput
          label={t('rates.converter.fiatAmount', { fiat })}
          precision={fiatPlaces}
          unit={fiat}
          value={fiatAmount}
          onChange={(amount) => setTyped({ side: 'fiat', amount })}
        />
      </div>
      <p className="rates-converter__rate" aria-live="polite">
        {price ? (
          <>
            {`1 ${coin.Code} = `}
            <Figure kind="price" value={price} unit={fiat} />
          </>
        ) : (
          t('rates.converter.noPrice', { coin: coin.Code, fiat })
        )}
      </p>
    </section>
  );
}
