/** The password rules, each marked as met or not while the customer types. */
import { useIntl } from 'react-intl';
import { passwordRules, type PasswordRule } from './form-schemas.ts';

export function PasswordRules({ id, password }: { id: string; password: string }) {
  const intl = useIntl();
  return (
    <ul id={id} className="password-rules">
      {(Object.keys(passwordRules) as PasswordRule[]).map((rule) => {
        const met = passwordRules[rule](password);
        return (
          <li key={rule} className={`password-rules__rule${met ? ' password-rules__rule--met' : ''}`}>
            <span aria-hidden="true" className="password-rules__mark">
              {met ? '✓' : '•'}
            </span>
            {intl.formatMessage({ id: `signIn.password.rule.${rule}` })}
            <span className="visually-hidden">
              {' '}
              ({intl.formatMessage({ id: met ? 'signIn.password.rule.met' : 'signIn.password.rule.unmet' })})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
