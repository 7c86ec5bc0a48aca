/** A mail address field, or an area code and phone number pair: an account, or a new item. */
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useT } from '../../i18n/use-t.ts';
import { TextField } from '../../ui/TextField.tsx';
import type { TargetValues } from './security-item-schemas.ts';

interface TargetFieldsProps {
  kind: 'email' | 'phone';
  /** react-hook-form's register(...) of each field (phone fields with digitsField). */
  fields: Record<keyof TargetValues, UseFormRegisterReturn>;
  errors: FieldErrors<TargetValues>;
  /** Message ids of the email and phone labels. */
  labels: { email: string; phone: string };
}

export function TargetFields({ kind, fields, errors, labels }: TargetFieldsProps) {
  const t = useT();
  const error = (message: string | undefined) => (message ? t(message) : undefined);
  if (kind === 'email') {
    return (
      <TextField
        label={t(labels.email)}
        type="email"
        autoComplete="email"
        error={error(errors.email?.message)}
        field={fields.email}
      />
    );
  }
  return (
    <div className="security-item__phone">
      <TextField
        label={t('securityItem.field.areaCode')}
        inputMode="numeric"
        autoComplete="tel-country-code"
        hint={t('securityItem.field.areaCodeHint')}
        error={error(errors.areaCode?.message)}
        field={fields.areaCode}
      />
      <TextField
        label={t(labels.phone)}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={error(errors.phone?.message)}
        field={fields.phone}
      />
    </div>
  );
}
