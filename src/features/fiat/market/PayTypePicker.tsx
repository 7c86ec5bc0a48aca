/** The ways to pay (or be paid) in the chosen currency, as one radio group. */
import { useIntl } from 'react-intl';
import type { components } from '../../../../generated/base.ts';

interface PayTypePickerProps {
  payTypes: readonly components['schemas']['PaymentPayType'][];
  selected: string;
  side: 'buy' | 'sell';
  onSelect: (payType: string) => void;
}

export function PayTypePicker({ payTypes, selected, side, onSelect }: PayTypePickerProps) {
  const intl = useIntl();
  return (
    <fieldset className="fiat-choices fiat-choices--pills">
      <legend>{intl.formatMessage({ id: side === 'buy' ? 'fiat.market.payWith' : 'fiat.market.paidBy' })}</legend>
      {payTypes.map((type) => (
        <label key={type.PayType} className="fiat-choices__pill">
          <input
            type="radio"
            name="payType"
            value={type.PayType}
            checked={type.PayType === selected}
            onChange={() => onSelect(type.PayType)}
          />
          <span>{type.Name}</span>
        </label>
      ))}
    </fieldset>
  );
}
