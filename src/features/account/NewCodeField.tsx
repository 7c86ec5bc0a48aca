/**
 * The verification-code field of binding a new mail address or phone: the code goes to what the
 * customer is binding, once its fields are valid. A refusal about that address or number lands on
 * its field, any other shows once over the code field (never also as a toast).
 */
import { useState, type ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t.ts';
import { refusalOf, type RefusalTable } from '../../money-action/outcome.ts';
import { useRefusalText } from '../../money-action/refusal-text.ts';
import { landOnField } from '../../ui/land-on-field.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SendCodeButton } from '../../ui/SendCodeButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { sendCode, type CodePurpose, type CodeTarget } from './account-api.ts';

interface NewCodeFieldProps<V extends FieldValues> {
  form: Pick<UseFormReturn<V>, 'trigger' | 'setError' | 'setFocus'>;
  /** The fields the new address or number is typed in, checked before a code is sent. */
  targetFields: Path<V>[];
  /** Where the code goes, read once those fields are valid. */
  target: () => CodeTarget;
  purpose: CodePurpose;
  refusals: RefusalTable;
  field: ComponentProps<typeof TextField>['field'];
  error?: string;
}

export function NewCodeField<V extends FieldValues>(props: NewCodeFieldProps<V>) {
  const { form, targetFields, target, purpose, refusals, field, error } = props;
  const t = useT();
  const refusalText = useRefusalText();
  const [failed, setFailed] = useState<string | null>(null);

  const send = async () => {
    setFailed(null);
    if (!(await form.trigger(targetFields))) return null;
    const sent = await sendCode(target(), purpose, { refusalsShown: true });
    if (sent.ok) return { resendSeconds: sent.data.ResendSeconds };
    const refusal = refusalOf(sent.error, refusals);
    const onTarget = targetFields.find((name) => name === refusal.field);
    if (onTarget) landOnField(form, onTarget, refusal.id);
    else setFailed(refusalText(refusal));
    return null;
  };

  return (
    <>
      <FormAlert>{failed}</FormAlert>
      <TextField
        label={t('account.code.labelNew')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        field={field}
        error={error}
        trailing={<SendCodeButton onSend={send} />}
      />
    </>
  );
}
