/**
 * The review of a money action: exactly what will be sent (rows), the warnings, the confirmation
 * the account needs (its fields from the review's own form), Back and Confirm. A refusal shows on
 * its confirmation field or as one focused message; an outcome not known yet says where to check
 * and offers no way to send again.
 */
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useT } from '../i18n/use-t.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import {
  emptyFactorValues,
  factorChecks,
  factorShape,
  type FactorField,
  type FactorValues,
} from '../lib/security-factors.ts';
import { ReviewDialog, type ReviewRow } from '../ui/ReviewDialog.tsx';

export type { ReviewRow };
import { SecurityFactorFields } from '../ui/SecurityFactorFields.tsx';
import { useRefusalText } from './refusal-text.ts';
import { landOnField } from '../ui/land-on-field.ts';
import type { MoneyAction } from './use-money-action.ts';

type SendCode = () => Promise<{ resendSeconds: number } | null>;

export interface MoneyReviewProps<R, T> {
  action: MoneyAction<R, T>;
  title: string;
  rows: readonly ReviewRow[];
  warnings?: readonly string[];
  confirmLabel: string;
  /** Where the PIN is set (with the way back) when the account has nothing to confirm with. */
  setPinHref?: string;
  /** Sends the mailed or texted code; where it goes, as the customer recognises it. */
  onSendCode?: Partial<Record<'email' | 'sms', SendCode>>;
  sentTo?: Partial<Record<'email' | 'sms', string>>;
  /** Names the records link of an outcome not known (the records of this action by default). */
  recordsLabel?: string;
}

const shown = new Set(['reviewing', 'sending', 'unknown']);

export function MoneyReview<R, T>(props: MoneyReviewProps<R, T>) {
  if (!shown.has(props.action.phase)) return null;
  // Each review starts with an empty confirmation; a refusal within it keeps what was typed.
  return <Review key={props.action.reviews} {...props} />;
}

const none = z.object(factorShape);

function Review<R, T>({
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
