/**
 * The network a coin moves on. A coin on one network has it chosen; with several, none is chosen
 * for the customer (sending on the wrong one loses the coins), and each says why it is closed.
 */
import { RadioGroup } from '../../ui/RadioGroup.tsx';
import { useT } from '../../i18n/use-t.ts';

export interface NetworkOption {
  chain: string;
  /** Why it cannot be chosen now. */
  disabledReason?: string;
}

interface NetworkChoiceProps {
  networks: readonly NetworkOption[];
  value: string;
  onChange: (chain: string) => void;
  error?: string;
}

export function NetworkChoice({ networks, value, onChange, error }: NetworkChoiceProps) {
  const t = useT();
  return (
    <RadioGroup
      label={t('assets.form.network')}
      layout="row"
      look="boxed"
      options={networks.map((network) => ({
        value: network.chain,
        disabled: !!network.disabledReason,
        label: (
          <>
            {network.chain}
            {network.disabledReason && <span className="assets-networks__reason">{network.disabledReason}</span>}
          </>
        ),
      }))}
      value={value}
      onChange={onChange}
      hint={networks.length > 1 && !value ? t('assets.form.chooseNetwork') : undefined}
      error={error}
    />
  );
}
