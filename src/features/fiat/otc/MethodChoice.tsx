/**
 * How money moves on the matched advert: a buyer picks one of the merchant's payment methods; a
 * seller picks a receipt method of theirs the merchant can pay to, or adds one on the spot.
 */
import { useId, useState } from 'react';
import { useApiQuery } from '../../../api/query.ts';
import { Button } from '../../../ui/Button.tsx';
import { FieldNotes, fieldDescribedBy } from '../../../ui/FieldNotes.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { AddReceiptMethod } from './AddReceiptMethod.tsx';
import { receiptMethodsQuery, type MatchedAdv, type OtcSide } from './otc-api.ts';
import { useT } from '../../../i18n/use-t.ts';

interface MethodChoiceProps {
  side: OtcSide;
  advert: MatchedAdv;
  selected: number;
  onSelect: (method: { id: number; name: string }) => void;
  /** Why the chosen method was refused, translated. */
  error?: string;
}

export function MethodChoice({ side, advert, selected, onSelect, error }: MethodChoiceProps) {
  const id = useId();
  const t = useT();
  const accepted = advert.PaymentMethods.map((m) => m.PaymentMethodId);
  const methods = useApiQuery({ ...receiptMethodsQuery(advert.FiatCode), enabled: side === 'sell' });
  const [adding, setAdding] = useState(false);

  const options =
    side === 'buy'
      ? advert.PaymentMethods.map((m) => ({ id: m.PaymentMethodId, name: m.Name }))
      : (methods.data ?? [])
          .filter((m) => accepted.includes(m.ReceiptPaymentMethodId))
          .map((m) => ({ id: m.UserReceiptMethodInfoDetailId, name: `${m.Name} · ${m.Summary}` }));

  return (
    <fieldset className="otc-methods" aria-describedby={fieldDescribedBy(id, undefined, error)}>
      <legend>{t(side === 'buy' ? 'otc.methods.pay' : 'otc.methods.receive')}</legend>
      {side === 'sell' && methods.isPending && <Skeleton lines={2} />}
      {side === 'sell' && methods.data && options.length === 0 && <p className="fiat-muted">{t('otc.methods.none')}</p>}
      {options.map((option) => (
        <label key={option.id} className="otc-method">
          <input
            type="radio"
            name={`otc-method-${side}`}
            checked={selected === option.id}
            onChange={() => onSelect(option)}
          />
          <span>{option.name}</span>
        </label>
      ))}
      <FieldNotes id={id} error={error} />
      {side === 'sell' && (
        <>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {t('otc.methods.add')}
          </Button>
          <AddReceiptMethod
            open={adding}
            fiat={advert.FiatCode}
            channels={accepted}
            onClose={() => setAdding(false)}
            onAdded={(method) => {
              setAdding(false);
              onSelect({ id: method.UserReceiptMethodInfoDetailId, name: `${method.Name} · ${method.Summary}` });
            }}
          />
        </>
      )}
    </fieldset>
  );
}
