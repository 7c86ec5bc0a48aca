/** The fiat currency and the coin of a trade, from the pairs the payment providers serve on that side. */
import { SelectField } from '../../../ui/SelectField.tsx';
import type { PaymentPair } from '../payment-api.ts';
import { useT } from '../../../i18n/use-t.ts';

interface PairFieldsProps {
  pairs: readonly PaymentPair[];
  fiat: string;
  coin: string;
  onChange: (choice: { fiat: string; coin: string }) => void;
}

export function PairFields({ pairs, fiat, coin, onChange }: PairFieldsProps) {
  const t = useT();
  const fiats = [...new Set(pairs.map((pair) => pair.FiatCode))];
  const coins = pairs.filter((pair) => pair.FiatCode === fiat).map((pair) => pair.CoinCode);
  const pickFiat = (next: string) => {
    const served = pairs.filter((pair) => pair.FiatCode === next).map((pair) => pair.CoinCode);
    onChange({ fiat: next, coin: served.includes(coin) ? coin : (served[0] ?? '') });
  };
  return (
    <div className="fiat-pair">
      <SelectField
        label={t('fiat.market.currency')}
        placeholder={t('fiat.market.choose')}
        options={fiats.map((code) => ({ value: code, label: code }))}
        value={fiat}
        onChange={(event) => pickFiat(event.target.value)}
      />
      <SelectField
        label={t('fiat.market.coin')}
        placeholder={t('fiat.market.choose')}
        options={coins.map((code) => ({ value: code, label: code }))}
        value={coin}
        onChange={(event) => onChange({ fiat, coin: event.target.value })}
      />
    </div>
  );
}
