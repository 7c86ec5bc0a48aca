/** A password field with a button that shows or hides what was typed. */
import { useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../ui/TextField.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>;

export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      trailing={
        <button type="button" className="auth-reveal" onClick={() => setShown((s) => !s)}>
          {intl.formatMessage({ id: shown ? 'signIn.password.hide' : 'signIn.password.show' })}{' '}
          <span className="visually-hidden">{intl.formatMessage({ id: 'signIn.password.what' })}</span>
        </button>
      }
    />
  );
}
