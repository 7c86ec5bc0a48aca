/** The ways to pay (or be paid) in the chosen currency, as one radio group. */
import type { components } from '../../../../generated/base.ts';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { useT } from '../../../i18n/use-t.ts';

interface PayTypePickerProps {
  /** Null while they load: the group keeps its place. */
  payTypes: readonly components['schemas']['PaymentPayType'][] | null;
  selected: string;
  side: 'buy' | 'sell';
  onSelect: (payType: string) => void;
}

export function PayTypePicker({ payTypes, selected, side, onSelect }: PayTypePickerProps) {
  const t = useT();
  return (
    <RadioGroup
      label={t(side === 'buy' ? 'fiat.market.payWith' : 'fiat.market.paidBy')}
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
