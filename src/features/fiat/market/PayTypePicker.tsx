/** The ways to pay (or be paid) in the chosen currency, as one radio group. */
import { useIntl } from 'react-intl';
import type { components } from '../../../../generated/base.ts';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';

interface PayTypePickerProps {
  /** Null while they load: the group keeps its place. */
  payTypes: readonly components['schemas']['PaymentPayType'][] | null;
  selected: string;
  side: 'buy' | 'sell';
  onSelect: (payType: string) => void;
}

export function PayTypePicker({ payTypes, selected, side, onSelect }: PayTypePickerProps) {
  const intl = useIntl();
  return (
    <RadioGroup
      label={intl.formatMessage({ id: side === 'buy' ? 'fiat.market.payWith' : 'fiat.market.paidBy' })}
      name="payType"
      layout="row"
      look="boxed"
      options={(payTypes ?? []).map((type) => ({ value: type.PayType, label: type.Name }))}
      loading={payTypes === null}
      value={selected}
      onChange={onSelect}
    />
  );
}
