/**
 * "Paid already?": the customer checks the reference they quoted on their transfer
 * (Orders/ValidateReference) and sees which of their orders it belongs to and where it stands.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { orderHref, statusMessage, statusTone } from '../order-steps.ts';
import { paymentCalls, usePaymentMutation } from '../payment-calls.ts';
import { useRefusalText } from '../payment-refusal.ts';
import type { components } from '../../../../generated/base.ts';
import { useT } from '../../../i18n/use-t.ts';

const referenceShape = /^[A-Za-z0-9-]{6,40}$/;
const noChanges = [] as const;

export function ReferenceCheck({ initial }: { initial: string }) {
  const intl = useIntl();
  const t = useT();
  const refusalText = useRefusalText();
  const validate = usePaymentMutation(paymentCalls.validateReference, noChanges);
  const [reference, setReference] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [found, setFound] = useState<components['schemas']['PaymentReferenceCheck'] | null>(null);

  const check = useSingleFlight(async () => {
    setFound(null);
    const typed = reference.trim();
    if (!referenceShape.test(typed)) return setProblem(t('fiat.reference.shape'));
    const answer = await validate.send({ body: { Reference: typed } });
    if (!answer.ok) return setProblem(refusalText(answer.error));
    setProblem(answer.data.Valid ? null : t('fiat.reference.unknown'));
    if (answer.data.Valid) setFound(answer.data);
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check.run();
  };

  return (
    <form className="fiat-card fiat-reference" onSubmit={submit} noValidate>
      <h2 className="fiat-card__title">{t('fiat.reference.title')}</h2>
      <p className="fiat-muted">{t('fiat.reference.lead')}</p>
      <TextField
        label={t('fiat.reference.label')}
        value={reference}
        maxLength={40}
        autoComplete="off"
        onChange={(event) => setReference(event.target.value)}
        error={problem ?? undefined}
      />
      <Button type="submit" variant="secondary" busy={check.pending}>
        {t('fiat.reference.check')}
      </Button>
      {found?.OrderId && found.Status && found.Provider && (
        <p role="status" className="fiat-reference__found">
          {intl.formatMessage({ id: 'fiat.reference.found' }, { order: found.OrderId })}{' '}
          <StatusBadge tone={statusTone({ Status: found.Status })}>
            {t(statusMessage({ Status: found.Status, Side: 'buy' }))}
          </StatusBadge>{' '}
          <Link to={orderHref({ OrderId: found.OrderId, Provider: found.Provider })}>{t('fiat.reference.open')}</Link>
        </p>
      )}
    </form>
  );
}
