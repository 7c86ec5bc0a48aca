/**
 * /user/setPwd: the new password of a recovery, with the account and code /user/findPwd checked
 * (router state). Without that state there is nothing to reset: back to /user/findPwd.
 */
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { readCodeChecked } from './recovery-state.ts';
import { SetPasswordForm } from './SetPasswordForm.tsx';
import { pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

export default function SetPasswordPage() {
  const t = useT();
  const location = useLocation();
  const [checked] = useState(() => readCodeChecked(location.state));
  const [done, setDone] = useState(false);
  if (!checked) return <Navigate to={pagePath('findPassword')} replace />;
  return (
    <AuthCard
      title={t('signIn.reset.title')}
      intro={done ? undefined : t('signIn.reset.intro', { account: checked.found.shownAccount })}
    >
      {done ? (
        <div className="auth-done">
          <FormAlert tone="success">{t('signIn.reset.done')}</FormAlert>
          <ButtonLink className="auth-form__submit" to={pagePath('login')}>
            {t('signIn.reset.toLogin')}
          </ButtonLink>
        </div>
      ) : (
        <SetPasswordForm checked={checked} onDone={() => setDone(true)} />
      )}
    </AuthCard>
  );
}
