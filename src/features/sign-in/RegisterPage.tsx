/**
 * /user/register: create an account; once registered the customer is signed in and goes on. Its
 * card's heading and lead are painted before the app when a visitor lands here
 * (src/config/page-intros.ts).
 */
import { Link, Navigate } from 'react-router';
import { useSignedIn } from '../../session/hooks.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { useReturnPath } from './return-path.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import './auth.css';
import { useT } from '../../i18n/use-t.ts';

export default function RegisterPage() {
  const t = useT();
  const signedIn = useSignedIn();
  const returnPath = useReturnPath();
  const { title, intro } = usePageIntro(
    'register',
    <>
      <RegisterForm />
      {isRouted('login') && (
        <p className="auth-links__switch">
          {t('signIn.register.haveAccount')} <Link to={pagePath('login')}>{t('signIn.register.login')}</Link>
        </p>
      )}
    </>,
  );
  usePageTitle(title);
  if (signedIn) return <Navigate to={returnPath} replace />;
  return intro;
}
