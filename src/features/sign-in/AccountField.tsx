/**
 * The account of a sign-in form: tabs for a mail address or a phone number (area code and
 * digits). It reads and writes the form's kind, email, areaCode and phone fields.
 */
import type { FocusEvent, ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Tabs } from '../../ui/Tabs.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { AreaCodeSelect } from './AreaCodeSelect.tsx';
import type { AccountKind, AccountValues } from './form-schemas.ts';
import { useErrorText } from './use-error-text.ts';
import { useT } from '../../i18n/use-t.ts';

interface AccountFieldProps {
  /** Names the tab ids; unique on the page. */
  id: string;
  /** An existing account (sign in, recovery) or a new one (registration): sets the autocomplete. */
  usage: 'existing' | 'new';
  onEmailBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onPhoneBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Shown under the field of the chosen kind (an "already registered" link, say). */
  notice?: ReactNode;
  /** Told when the customer switches between email and phone. */
  onKindChange?: (kind: AccountKind) => void;
}

export function AccountField({ id, usage, onEmailBlur, onPhoneBlur, notice, onKindChange }: AccountFieldProps) {
  const t = useT();
  const errorText = useErrorText();
  const { register, setValue, clearErrors, control, formState } = useFormContext<AccountValues>();
  const kind = useWatch({ control, name: 'kind' });
  const choose = (next: AccountKind) => {
    if (next === kind) return;
    setValue('kind', next);
    clearErrors(['email', 'phone']);
    onKindChange?.(next);
  };
  const tabs = [
    { id: 'email' as const, label: t('signIn.account.email') },
    { id: 'phone' as const, label: t('signIn.account.phone') },
  ];
  return (
    <Tabs id={id} look="pills" fill label={t('signIn.account.kind')} tabs={tabs} selected={kind} onSelect={choose}>
      {kind === 'email' ? (
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete={usage === 'new' ? 'email' : 'username'}
          autoCapitalize="off"
          spellCheck={false}
          error={errorText(formState.errors.email)}
          field={register('email', { onBlur: onEmailBlur })}
        />
      ) : (
        <div className="account-phone">
          <AreaCodeSelect />
          <TextField
            label={t('signIn.phone')}
            type="tel"
            inputMode="tel"
            autoComplete={usage === 'new' ? 'tel-national' : 'username'}
            error={errorText(formState.errors.phone)}
            field={register('phone', { onBlur: onPhoneBlur })}
          />
        </div>
      )}
      {notice}
    </Tabs>
  );
}
