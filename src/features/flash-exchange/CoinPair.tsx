/** The two coins of a conversion and the button that swaps them. */
import { Button } from '../../ui/Button.tsx';
import { Combobox, type ComboboxOption } from '../../ui/Combobox.tsx';
import type { SwapCoin } from './flash-api.ts';
import { useT } from '../../i18n/use-t.ts';

interface CoinPairProps {
  coins: ReadonlyMap<string, SwapCoin>;
  targets: ReadonlyMap<string, ReadonlySet<string>>;
  from: string;
  to: string;
  disabled: boolean;
  onChange: (pair: { from: string; to: string }) => void;
}

export function CoinPair({ coins, targets, from, to, disabled, onChange }: CoinPairProps) {
  const t = useT();
  const option = (coin: SwapCoin, disabledReason?: string): ComboboxOption => ({
    value: coin.Coin,
    code: coin.Coin,
    name: coin.Name,
    icon: coin.IconUrl,
    disabledReason,
  });
  const all = [...coins.values()];
  const fromOptions = all.filter((coin) => targets.has(coin.Coin)).map((coin) => option(coin));
  const toOptions = all
    .filter((coin) => coin.Coin !== from)
    .map((coin) =>
      option(coin, targets.get(from)?.has(coin.Coin) ? undefined : t('flash.pair.notFrom', { coin: from })),
    );
  const reversible = targets.get(to)?.has(from) ?? false;

  return (
    <div className="flash-pair">
      <Combobox
        label={t('flash.pair.from')}
        options={fromOptions}
        value={from}
        disabled={disabled}
        onChange={(code) => onChange({ from: code, to: code === to ? from : to })}
      />
      <Button
        variant="secondary"
        className="flash-pair__swap"
        aria-label={t('flash.pair.swap', { from, to })}
        title={t('flash.pair.swap', { from, to })}
        disabled={disabled || !reversible}
        onClick={() => onChange({ from: to, to: from })}
      >
        <span aria-hidden="true">⇅</span>
      </Button>
      <Combobox
        label={t('flash.pair.to')}
        options={toOptions}
        value={to}
        disabled={disabled}
        onChange={(code) => onChange({ from, to: code })}
      />
    </div>
  );
}
