/**
 * /user/register: create an account; once registered the customer is signed in and goes on. Its
 * card's heading and lead are painted before the app when a visitor lands here
 * (src/config/page-intros.ts).
 */
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useSignedIn } from '../../session/hooks.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { RegisterForm } from './RegisterForm.tsx';
import { useReturnPath } from './return-path.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import './auth.css';

export default function RegisterPage() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const returnPath = useReturnPath();
  const { title, intro } = usePageIntro(
    'register',
    <>
      <RegisterForm />
      {isRouted('login') && (
        <p className="auth-links__switch">
          {intl.formatMessage({ id: 'signIn.register.haveAccount' })}{' '}
          <Link to={pagePath('login')}>{intl.formatMessage({ id: 'signIn.register.login' })}</Link>
        </p>
      )}
    </>,
  );
  usePageTitle(title);
  if (signedIn) return <Navigate to={returnPath} replace />;
  return intro;
}
