/**
 * "I have received the payment": the seller ticks that they checked their own account, then
 * confirms with the PIN or a Google code where the account has one. It releases the coin.
 */
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useApiQuery } from '../../../api/query.ts';
import { customerQuery } from '../../../data/customer.ts';
import {
  factorChecks,
  factorProof,
  factorShape,
  type FactorValues,
  type SecurityFactor,
} from '../../../lib/security-factors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SecurityFactorFields } from '../../../ui/SecurityFactorFields.tsx';
import { orderChanges, otcCalls, useOtcMutation, type OtcOrder } from './otc-api.ts';
import { useRefusalText } from './otc-refusal.ts';

type Values = FactorValues & { checked: boolean };

export function ReceivedDialog({ order, open, onClose }: { order: OtcOrder; open: boolean; onClose: () => void }) {
  const user = useApiQuery(customerQuery());
  const factors: SecurityFactor[] = user.data
    ? [...(user.data.HasPin ? (['pin'] as const) : []), ...(user.data.GoogleEnabled ? (['google'] as const) : [])]
    : [];
  return open && user.data ? (
    <ReceivedForm key={factors.join()} order={order} factors={factors} onClose={onClose} />
  ) : null;
}

function ReceivedForm({
  order,
  factors,
  onClose,
}: {
  order: OtcOrder;
  factors: SecurityFactor[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const refusalText = useRefusalText();
  const received = useOtcMutation(otcCalls.confirmReceipt, orderChanges, true);
  const schema = z.object({ ...factorShape, checked: z.boolean() }).check(
    z.refine((v) => v.checked, { message: 'otc.action.tickFirst', path: ['checked'] }),
    ...(factors.length > 0 ? factorChecks(factors) : []),
  );
  const { register, handleSubmit, control, formState, setError } = useForm<Values>({
    resolver: zodResolver(schema as never),
    defaultValues: { factor: factors[0] ?? '', pin: '', googleCode: '', emailCode: '', smsCode: '', checked: false },
  });
  const factor = useWatch({ control, name: 'factor' });
  const error = (name: keyof Values) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const submit = handleSubmit(async (values) => {
    const answer = await received.send({ body: { OrderId: order.OrderId, ...factorProof(values, factors) } });
    if (answer.ok || answer.error.kind === 'timeout') return onClose();
    setError('root', { message: refusalText(answer.error) });
  });

  return (
    <Dialog
      open
      title={t('otc.action.receivedTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={formState.isSubmitting}>
            {t('otc.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={formState.isSubmitting}>
            {t('otc.action.received')}
          </Button>
        </>
      }
    >
      <form id={formId} className="otc-received" onSubmit={submit} noValidate>
        <p>
          {intl.formatMessage(
            { id: 'otc.action.receivedText' },
            { amount: <Figure kind="fiat" currency={order.FiatCode} value={order.FiatAmount} />, coin: order.CoinCode },
          )}
        </p>
        <label className="otc-check">
          <input type="checkbox" {...register('checked')} aria-invalid={error('checked') ? true : undefined} />
          <span>{t('otc.action.receivedCheck')}</span>
        </label>
        {error('checked') && (
          <p className="text-field__error" role="alert">
            {error('checked')}
          </p>
        )}
        {factors.length > 0 && (
          <SecurityFactorFields
            factors={factors}
            chosen={factor}
            setPinHref="/account/setting#pin"
            fields={{ factor: register('factor'), pin: register('pin'), googleCode: register('googleCode') }}
            errors={{ pin: error('pin'), googleCode: error('googleCode') }}
          />
        )}
        <FormAlert>{formState.errors.root?.message ?? null}</FormAlert>
      </form>
    </Dialog>
  );
}
