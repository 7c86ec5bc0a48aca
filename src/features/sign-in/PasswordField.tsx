/** A password field with a button that shows or hides what was typed. */
import { useState, type ComponentProps } from 'react';
import { TextField } from '../../ui/TextField.tsx';
import { useT } from '../../i18n/use-t.ts';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const t = useT();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button type="button" className="auth-reveal" onClick={() => setShown((s) => !s)}>
          {t(shown ? 'signIn.password.hide' : 'signIn.password.show')}{' '}
          <span className="visually-hidden">{t('signIn.password.what')}</span>
        </button>
      }
    />
  );
}
