/** The password rules, each marked as met or not while the customer types. */
import { passwordRules, type PasswordRule } from './form-schemas.ts';
import { useT } from '../../i18n/use-t.ts';

export function PasswordRules({ id, password }: { id: string; password: string }) {
  const t = useT();
  return (
    <ul id={id} className="password-rules">
      {(Object.keys(passwordRules) as PasswordRule[]).map((rule) => {
        const met = passwordRules[rule](password);
        return (
          <li key={rule} className={`password-rules__rule${met ? ' password-rules__rule--met' : ''}`}>
            <span aria-hidden="true" className="password-rules__mark">
              {met ? '✓' : '•'}
            </span>
            {t(`signIn.password.rule.${rule}`)}
            <span className="visually-hidden">
              {' '}
              ({t(met ? 'signIn.password.rule.met' : 'signIn.password.rule.unmet')})
            </span>
          </li>
        );
      })}
    </ul>
  );
}
