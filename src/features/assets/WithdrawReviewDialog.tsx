/**
 * The review of a crypto withdrawal and its confirmation: what will be sent and received, then the
 * codes the account confirms with. Confirm applies once (however often it is pressed) and then
 * confirms that withdrawal; a wrong code keeps everything typed and the next try confirms the same
 * withdrawal without applying again.
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
  factorProof,
  factorShape,
  type FactorValues,
  type SecurityFactor,
} from '../../lib/security-factors.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Figure } from '../../ui/Figure.tsx';
import { ReviewDialog } from '../../ui/ReviewDialog.tsx';
import { SecurityFactorFields } from '../../ui/SecurityFactorFields.tsx';
import { useFieldError } from '../../ui/use-field-error.ts';
import {
  applyWithdrawal,
  confirmWithdrawal,
  mailWithdrawalCode,
  maskedEmail,
  type Withdrawal,
} from './withdraw-api.ts';
import { staleAfter } from '../../data/stale.ts';
import { applyRefusals, confirmRefusals, ignoredCodes } from './withdraw-refusals.ts';
import type { WithdrawValues } from './withdraw-schema.ts';
import { totalDebit, type WithdrawLimits } from './withdraw-rules.ts';

interface WithdrawReviewDialogProps {
  coin: { id: number; code: string; precision: number };
  values: WithdrawValues;
  limits: WithdrawLimits;
  account: { email: string; google: boolean };
  setPinHref: string;
  onBack: () => void;
  /** Apply was refused about the form: the message (an id on a field, a sentence over the form) lands there. */
  onRefused: (refusal: { field: keyof WithdrawValues; id: string } | { message: string }) => void;
  onDone: (withdrawal: Withdrawal) => void;
  /** Leaves a review whose call timed out: the form must not send the same withdrawal again. */
  onUnknown: () => void;
}

export function WithdrawReviewDialog({
  coin,
  values,
  limits,
  account,
  setPinHref,
  onBack,
  onRefused,
  onDone,
  onUnknown,
}: WithdrawReviewDialogProps) {
  const intl = useIntl();
  const t = (id: string, v?: Record<string, string>) => intl.formatMessage({ id }, v);
  const errorText = useApiErrorText();
  const [factors, setFactors] = useState<SecurityFactor[]>([
    'email',
    ...(account.google ? (['google'] as const) : []),
    'pin',
  ]);
  const [rid, setRid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const apply = useApiMutation(applyWithdrawal, {
    changes: staleAfter.withdrawal,
    ignore: ignoredCodes(applyRefusals),
  });
  const confirm = useApiMutation(confirmWithdrawal, {
    changes: staleAfter.withdrawal,
    ignore: ignoredCodes(confirmRefusals),
  });
  const form = useForm<FactorValues>({
    resolver: zodResolver(z.object(factorShape).check(...factorChecks(factors, 'all'))),
    defaultValues: emptyFactorValues(factors, 'all'),
  });
  const fieldError = useFieldError(form.formState.errors);

  const send = form.handleSubmit(async (typed) => {
    setError(null);
    let applied = rid;
    if (!applied) {
      const answer = await apply.send({
        body: {
          CoinId: coin.id,
          Chain: values.chain,
          Address: values.address.trim(),
          Amount: values.amount,
          ...(values.memo.trim() ? { Memo: values.memo.trim() } : {}),
        },
      });
      if (!answer.ok) {
        if (answer.error.kind === 'timeout') return setTimedOut(true);
        const place = answer.error.kind === 'code' ? applyRefusals[String(answer.error.code)] : undefined;
        return onRefused(
          place?.field
            ? { field: place.field, id: place.id }
            : { message: place ? t(place.id) : errorText(answer.error) },
        );
      }
      applied = answer.data.Rid;
      setRid(applied);
      const needed = answer.data.NeedVerify as SecurityFactor[];
      if (needed.some((item) => !factors.includes(item))) {
        setFactors(needed);
        return setError(t('assets.withdraw.moreFactors'));
      }
    }
    const done = await confirm.send({
      params: { query: { rid: applied } },
      body: factorProof(typed, factors, 'all') as { EmailCode: string; Pin: string; GoogleCode?: string },
    });
    if (done.ok) return onDone(done.data);
    if (done.error.kind === 'timeout') return setTimedOut(true);
    const place = done.error.kind === 'code' ? confirmRefusals[String(done.error.code)] : undefined;
    if (place?.field) return form.setError(place.field, { type: 'server', message: place.id }, { shouldFocus: true });
    setError(place ? t(place.id) : errorText(done.error));
  });

  const amount = (value: Parameters<typeof Figure>[0]['value']) => (
    <Figure kind="amount" value={value} precision={coin.precision} unit={coin.code} />
  );
  const rows = [
    { label: t('assets.form.network'), value: values.chain },
    { label: t('assets.withdraw.address'), value: <span className="assets-code">{values.address.trim()}</span> },
    ...(values.memo.trim()
      ? [{ label: t('assets.withdraw.memo'), value: <span className="assets-code">{values.memo.trim()}</span> }]
      : []),
    { label: t('assets.withdraw.fee'), value: amount(limits.fee) },
    { label: t('assets.withdraw.total'), value: amount(totalDebit(values.amount, limits)) },
    { label: t('assets.withdraw.receive'), value: amount(values.amount), emphasis: true },
  ];
  return (
    <ReviewDialog
      open
      title={t('assets.withdraw.reviewTitle', { coin: coin.code })}
      rows={rows}
      warnings={[t('assets.withdraw.reviewWarning', { chain: values.chain })]}
      confirmLabel={t('assets.withdraw.confirm')}
      onConfirm={send}
      onBack={onBack}
      error={error}
      outcomeUnknown={timedOut ? { recordsHref: '/assets/financialRecords?type=withdraw', onClose: onUnknown } : null}
    >
      <SecurityFactorFields
        factors={factors}
        need="all"
        setPinHref={setPinHref}
        fields={{
          pin: form.register('pin'),
          googleCode: form.register('googleCode'),
          emailCode: form.register('emailCode'),
        }}
        errors={{ pin: fieldError('pin'), googleCode: fieldError('googleCode'), emailCode: fieldError('emailCode') }}
        onSendCode={{ email: () => mailWithdrawalCode(account.email, 'withdraw') }}
        sentTo={{ email: maskedEmail(account.email) }}
      />
    </ReviewDialog>
  );
}
