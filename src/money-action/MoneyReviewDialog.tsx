/**
 * The review's dialog, in a chunk of its own (MoneyReview.tsx loads it when the page is idle): its
 * confirmation form (react-hook-form and its checks) is not on the way to a page's first screen.
 */
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useT } from '../i18n/use-t.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { emptyFactorValues, type FactorField, type FactorValues } from '../lib/security-factors.ts';
import { factorChecks, factorShape } from '../lib/security-factor-checks.ts';
import { ReviewDialog } from '../ui/ReviewDialog.tsx';
import { SecurityFactorFields } from '../ui/SecurityFactorFields.tsx';
import { useRefusalText } from './refusal-text.ts';
import { landOnField } from '../ui/land-on-field.ts';
import type { MoneyReviewProps } from './money-review-props.ts';

const none = z.object(factorShape);

export default function MoneyReviewDialog<R, T>({
  action,
  title,
  rows,
  warnings,
  confirmLabel,
  setPinHref = '',
  onSendCode,
  sentTo,
  recordsLabel,
}: MoneyReviewProps<R, T>) {
  const t = useT();
  const refusalText = useRefusalText();
  const factors = action.factors;
  const form = useForm<FactorValues>({
    resolver: zodResolver(factors ? none.check(...factorChecks(factors, action.need)) : none),
    defaultValues: emptyFactorValues(factors ?? [], action.need),
  });
  const chosen = useWatch({ control: form.control, name: 'factor' });
  const refusal = action.refusal;
  const onConfirmationField = refusal?.field !== undefined && refusal.at === 'review';

  useEffect(() => {
    if (!onConfirmationField || !refusal?.field) return;
    landOnField(form, refusal.field as FactorField | 'factor', refusal.id);
  }, [onConfirmationField, refusal, form]);

  const errorOf = (name: FactorField | 'factor') => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const names = ['factor', 'pin', 'googleCode', 'emailCode', 'smsCode'] as const;

  return (
    <ReviewDialog
      open
      title={title}
      rows={rows}
      warnings={warnings}
      confirmLabel={confirmLabel}
      onConfirm={form.handleSubmit(action.confirm)}
      onBack={action.back}
      busy={action.phase === 'sending'}
      error={refusal && refusal.at === 'review' && !onConfirmationField ? refusalText(refusal) : null}
      outcomeUnknown={
        action.phase === 'unknown' ? { recordsHref: action.recordsHref, recordsLabel, onClose: action.close } : null
      }
    >
      {factors && (
        <SecurityFactorFields
          factors={factors}
          need={action.need}
          chosen={chosen}
          setPinHref={setPinHref}
          fields={Object.fromEntries(names.map((name) => [name, form.register(name)]))}
          errors={Object.fromEntries(names.map((name) => [name, errorOf(name)]))}
          onSendCode={onSendCode}
          sentTo={sentTo}
          disabled={action.phase === 'sending'}
        />
      )}
    </ReviewDialog>
  );
}
