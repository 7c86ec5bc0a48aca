/**
 * "Paid already?": the customer checks the reference they quoted on their transfer
 * (Orders/ValidateReference) and sees which of their orders it belongs to and where it stands.
 * A look-up that changes nothing: a query of the reference checked, asked once however often the
 * button is pressed while it answers.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiQuery, useApiQuery } from '../../../api/query.ts';
import { Button } from '../../../ui/Button.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { orderHref, statusMessage, statusTone } from '../order-steps.ts';
import { handledCodes, paymentCalls } from '../payment-calls.ts';
import { useRefusalText } from '../payment-refusal.ts';
import { useT } from '../../../i18n/use-t.ts';

const referenceShape = /^[A-Za-z0-9-]{6,40}$/;

const referenceQuery = (Reference: string | null) => ({
  ...apiQuery(paymentCalls.validateReference, { body: { Reference: Reference ?? '' } }, { ignore: handledCodes }),
  enabled: Reference !== null,
});

export function ReferenceCheck({ initial }: { initial: string }) {
  const t = useT();
  const refusalText = useRefusalText();
  const [reference, setReference] = useState(initial);
  const [checked, setChecked] = useState<string | null>(null);
  const [shapeProblem, setShapeProblem] = useState(false);
  const answer = useApiQuery(referenceQuery(checked));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = reference.trim();
    setShapeProblem(!referenceShape.test(typed));
    if (!referenceShape.test(typed)) return setChecked(null);
    if (typed !== checked) return setChecked(typed);
    if (!answer.isFetching) void answer.refetch();
  };
  const found = checked !== null && answer.data?.Valid ? answer.data : null;
  const problem = shapeProblem
    ? t('fiat.reference.shape')
    : answer.isError && !answer.isFetching
      ? refusalText(answer.error)
      : answer.data && !answer.data.Valid
        ? t('fiat.reference.unknown')
        : null;

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
      <Button type="submit" variant="secondary" busy={answer.isFetching}>
        {t('fiat.reference.check')}
      </Button>
      {found?.OrderId && found.Status && found.Provider && (
        <p role="status" className="fiat-reference__found">
          {t('fiat.reference.found', { order: found.OrderId })}{' '}
          <StatusBadge tone={statusTone({ Status: found.Status })}>
            {t(statusMessage({ Status: found.Status, Side: 'buy' }))}
          </StatusBadge>{' '}
          <Link to={orderHref({ OrderId: found.OrderId, Provider: found.Provider })}>{t('fiat.reference.open')}</Link>
        </p>
      )}
    </form>
  );
}
