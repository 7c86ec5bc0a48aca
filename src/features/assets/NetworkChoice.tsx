/**
 * The network a coin moves on. A coin on one network has it chosen; with several, none is chosen
 * for the customer (sending on the wrong one loses the coins), and each says why it is closed.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';

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
  const intl = useIntl();
  const id = useId();
  return (
    <fieldset className="assets-networks" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-field__label">{intl.formatMessage({ id: 'assets.form.network' })}</legend>
      {networks.length > 1 && !value && (
        <p className="assets-muted">{intl.formatMessage({ id: 'assets.form.chooseNetwork' })}</p>
      )}
      <div className="assets-networks__options">
        {networks.map((network) => (
          <label
            key={network.chain}
            className={`assets-networks__option${network.disabledReason ? ' assets-networks__option--off' : ''}`}
          >
            <input
              type="radio"
              name={id}
              value={network.chain}
              checked={value === network.chain}
              disabled={!!network.disabledReason}
              onChange={() => onChange(network.chain)}
            />
            <span>{network.chain}</span>
            {network.disabledReason && <span className="assets-networks__reason">{network.disabledReason}</span>}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
