/**
 * How money moves on the matched advert: a buyer picks one of the merchant's payment methods; a
 * seller picks a receipt method of theirs the merchant can pay to, or adds one on the spot.
 */
import { useState } from 'react';
import { useApiQuery } from '../../../api/query.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { Button } from '../../../ui/Button.tsx';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { AddReceiptMethod } from './AddReceiptMethod.tsx';
import { receiptMethodsQuery, type MatchedAdv, type OtcSide, type ReceiptMethod } from './otc-api.ts';
import { useT } from '../../../i18n/use-t.ts';

interface MethodChoiceProps {
  side: OtcSide;
  advert: MatchedAdv;
  selected: number;
  onSelect: (method: Method) => void;
  /** Why the chosen method was refused, translated. */
  error?: string;
}

interface Method {
  id: number;
  name: string;
}

const receiptMethod = (m: ReceiptMethod): Method => ({
  id: m.UserReceiptMethodInfoDetailId,
  name: `${m.Name} · ${m.Summary}`,
});

export function MethodChoice({ side, advert, selected, onSelect, error }: MethodChoiceProps) {
  const accepted = advert.PaymentMethods.map((m) => m.PaymentMethodId);
  const methods = useApiQuery({ ...receiptMethodsQuery(advert.FiatCode), enabled: side === 'sell' });
  const [adding, setAdding] = useState(false);
  const t = useT();
  const choice = (options: Method[]) => (
    <Methods side={side} options={options} selected={selected} onSelect={onSelect} error={error} />
  );

  if (side === 'buy') return choice(advert.PaymentMethods.map((m) => ({ id: m.PaymentMethodId, name: m.Name })));
  return (
    <div className="otc-methods">
      <Loaded query={methods} loading={<Skeleton lines={2} />}>
        {(mine) => choice(mine.filter((m) => accepted.includes(m.ReceiptPaymentMethodId)).map(receiptMethod))}
      </Loaded>
      <Button variant="secondary" className="otc-methods__add" onClick={() => setAdding(true)}>
        {t('otc.methods.add')}
      </Button>
      <AddReceiptMethod
        open={adding}
        fiat={advert.FiatCode}
        channels={accepted}
        onClose={() => setAdding(false)}
        onAdded={(method) => {
          setAdding(false);
          onSelect(receiptMethod(method));
        }}
      />
    </div>
  );
}

interface MethodsProps extends Omit<MethodChoiceProps, 'advert'> {
  options: Method[];
}

/** The methods as one radio group; a seller with none the merchant can pay to is told to add one. */
function Methods({ side, options, selected, onSelect, error }: MethodsProps) {
  const t = useT();
  return (
    <RadioGroup
      label={t(side === 'buy' ? 'otc.methods.pay' : 'otc.methods.receive')}
      name={`otc-method-${side}`}
      look="boxed"
      options={options.map((option) => ({ value: String(option.id), label: option.name }))}
      value={String(selected)}
      onChange={(id) => {
        const chosen = options.find((option) => String(option.id) === id);
        if (chosen) onSelect(chosen);
      }}
      hint={side === 'sell' && options.length === 0 ? t('otc.methods.none') : undefined}
      error={error}
    />
  );
}
