/**
 * /user/login: sign in with a password (email or phone), or by scanning a QR code when the
 * loginQr switch is on. A signed-in visitor, including one who has just signed in here, goes on
 * to the `return` path (only ever a path on this site). Its card's heading and lead are painted
 * before the app when a visitor lands here (src/config/page-intros.ts).
 */
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { isSwitchOn } from '../../config/site-config.ts';
import { useSignedInToStay } from '../../session/hooks.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { PasswordLogin } from './PasswordLogin.tsx';
import { LoginQrPanel } from './qr/LoginQrPanel.tsx';
import { useReturnPath } from './return-path.ts';
import { Tabs } from '../../ui/Tabs.tsx';
import './auth.css';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

type Method = 'password' | 'qr';

function LoginLinks() {
  const t = useT();
  return (
    <nav className="auth-links" aria-label={t('signIn.login.more')}>
      <div className="auth-links__row">
        {isRouted('findPassword') && <Link to={pagePath('findPassword')}>{t('signIn.login.forgot')}</Link>}
        {isRouted('securityItem') && <Link to={pagePath('securityItem')}>{t('signIn.login.lostItem')}</Link>}
      </div>
      {isRouted('register') && (
        <p className="auth-links__switch">
          {t('signIn.login.noAccount')} <Link to={pagePath('register')}>{t('signIn.login.register')}</Link>
        </p>
      )}
    </nav>
  );
}

function LoginMethods() {
  const t = useT();
  const [method, setMethod] = useState<Method>('password');
  if (!isSwitchOn('loginQr')) return <PasswordLogin />;
  const methods = [
    { id: 'password' as const, label: t('signIn.login.password') },
    { id: 'qr' as const, label: t('signIn.login.qr') },
  ];
  return (
    <Tabs
      id="login-method"
      look="underline"
      fill
      label={t('signIn.login.method')}
      tabs={methods}
      selected={method}
      onSelect={setMethod}
    >
      {method === 'password' ? <PasswordLogin /> : <LoginQrPanel />}
    </Tabs>
  );
}

export default function LoginPage() {
  const signedIn = useSignedInToStay();
  const returnPath = useReturnPath();
  const { title, intro } = usePageIntro(
    'login',
    <>
      <LoginMethods />
      <LoginLinks />
    </>,
  );
  usePageTitle(title);
  if (signedIn) return <Navigate to={returnPath} replace />;
  return intro;
}
