/**
 * The review of a bank pay-out and its confirmation (the mailed code and the PIN): the account,
 * the coin sold and the estimated fiat. The order is made once however often Confirm is pressed;
 * a refusal keeps what was typed.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useApiMutation } from '../../api/query.ts';
import {
  emptyFactorValues,
  factorChecks,
  factorShape,
  type FactorValues,
  type SecurityFactor,
} from '../../lib/security-factors.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { ReviewDialog, type ReviewRow } from '../../ui/ReviewDialog.tsx';
import { SecurityFactorFields } from '../../ui/SecurityFactorFields.tsx';
import { useFieldError } from '../../ui/use-field-error.ts';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import { staleAfter } from '../../data/stale.ts';
import { createPayOut, type PayOutOrder } from './payout-api.ts';
import { mailWithdrawalCode, maskedEmail } from './withdraw-api.ts';
import { confirmRefusals } from './withdraw-refusals.ts';

const factors: SecurityFactor[] = ['email', 'pin'];
const payOutRefusals = { ...confirmRefusals.codes, '30020': { id: 'assets.payOut.error.range' } } as Record<
  string,
  { field?: 'pin' | 'emailCode'; id: string }
>;

interface PayOutReviewDialogProps {
  order: { coinId: number; amount: string; fiatCode: FiatCode; payTypeId: number; bankAccountId: number };
  rows: ReviewRow[];
  email: string;
  setPinHref: string;
  onBack: () => void;
  onDone: (order: PayOutOrder) => void;
  onUnknown: () => void;
  /** The amount was refused (outside the payment type's limits, over the balance). */
  onAmountRefused: (message: string) => void;
}

export function PayOutReviewDialog({
  order,
  rows,
  email,
  setPinHref,
  onBack,
  onDone,
  onUnknown,
  onAmountRefused,
}: PayOutReviewDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useApiErrorText();
  const [error, setError] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const create = useApiMutation(createPayOut, {
    changes: staleAfter.payOut,
    ignore: [...Object.keys(payOutRefusals), '30001'],
  });
  const form = useForm<FactorValues>({
    resolver: zodResolver(z.object(factorShape).check(...factorChecks(factors, 'all'))),
    defaultValues: emptyFactorValues(factors, 'all'),
  });
  const fieldError = useFieldError(form.formState.errors);

  const send = form.handleSubmit(async (typed) => {
    setError(null);
    const answer = await create.send({
      body: {
        CoinId: order.coinId,
        Amount: order.amount,
        FiatCode: order.fiatCode,
        PayTypeId: order.payTypeId,
        BankAccountId: order.bankAccountId,
        EmailCode: typed.emailCode,
        Pin: typed.pin,
      },
    });
    if (answer.ok) return onDone(answer.data);
    if (answer.error.kind === 'timeout') return setTimedOut(true);
    const code = answer.error.kind === 'code' ? String(answer.error.code) : '';
    if (code === '30020' || code === '30001')
      return onAmountRefused(t(code === '30020' ? 'assets.payOut.error.range' : 'assets.withdraw.error.aboveBalance'));
    const place = payOutRefusals[code];
    if (place?.field) return form.setError(place.field, { type: 'server', message: place.id }, { shouldFocus: true });
    setError(place ? t(place.id) : errorText(answer.error));
  });

  return (
    <ReviewDialog
      open
      title={t('assets.payOut.reviewTitle')}
      rows={rows}
      warnings={[t('assets.payOut.reviewWarning')]}
      confirmLabel={t('assets.payOut.confirm')}
      onConfirm={send}
      onBack={onBack}
      error={error}
      outcomeUnknown={timedOut ? { recordsHref: '/assets/financialRecords?type=fiat', onClose: onUnknown } : null}
    >
      <SecurityFactorFields
        factors={factors}
        need="all"
        setPinHref={setPinHref}
        fields={{ pin: form.register('pin'), emailCode: form.register('emailCode') }}
        errors={{ pin: fieldError('pin'), emailCode: fieldError('emailCode') }}
        onSendCode={{ email: () => mailWithdrawalCode(email, 'fiatWithdraw') }}
        sentTo={{ email: maskedEmail(email) }}
      />
    </ReviewDialog>
  );
}
