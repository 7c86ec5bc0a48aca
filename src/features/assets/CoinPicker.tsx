/** The coin of a money form: a searchable picker with each coin's icon, a coin that cannot be chosen saying why. */
import { useCoins } from '../../data/coins.ts';
import { Combobox } from '../../ui/Combobox.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface PickableCoin {
  code: string;
  name: string;
  /** Why it cannot be chosen now (deposits paused...). */
  disabledReason?: string;
}

interface CoinPickerProps {
  coins: readonly PickableCoin[];
  value: string;
  onChange: (code: string) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
}

export function CoinPicker({ coins, value, onChange, label, error, disabled }: CoinPickerProps) {
  const t = useT();
  const { coins: listed } = useCoins();
  const options = coins.map((coin) => ({
    value: coin.code,
    code: coin.code,
    name: coin.name,
    icon: listed?.get(coin.code)?.IconUrl,
    disabledReason: coin.disabledReason,
  }));
  return (
    <Combobox
      label={label ?? t('assets.form.coin')}
      options={options}
      value={value || null}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
