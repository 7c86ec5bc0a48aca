/** /user/register: create an account; once registered the customer is signed in and goes on. */
import { useIntl } from 'react-intl';
import { Link, Navigate } from 'react-router';
import { useSignedIn } from '../../session/hooks.ts';
import { AuthCard } from './AuthCard.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { useReturnPath } from './return-path.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export default function RegisterPage() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const returnPath = useReturnPath();
  if (signedIn) return <Navigate to={returnPath} replace />;
  return (
    <AuthCard title={intl.formatMessage({ id: 'signIn.register.title' })}>
      <RegisterForm />
      {isRouted('login') && (
        <p className="auth-links__switch">
          {intl.formatMessage({ id: 'signIn.register.haveAccount' })}{' '}
          <Link to={pagePath('login')}>{intl.formatMessage({ id: 'signIn.register.login' })}</Link>
        </p>
      )}
    </AuthCard>
  );
}
