/**
 * /user/findPwd: recover a password with a verification code. First the account, then the
 * code; then /user/setPwd takes the new password.
 */
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { FindAccountStep } from './FindAccountStep.tsx';
import { RecoveryCodeStep } from './RecoveryCodeStep.tsx';
import { readCodeRefused, type FoundAccount } from './recovery-state.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

export default function FindPasswordPage() {
  const t = useT();
  const location = useLocation();
  const [bounced] = useState(() => readCodeRefused(location.state));
  const [found, setFound] = useState<FoundAccount | null>(bounced?.found ?? null);
  return (
    <AuthCard title={t('signIn.recover.title')} intro={t(found ? 'signIn.recover.codeIntro' : 'signIn.recover.intro')}>
      {found ? (
        <RecoveryCodeStep
          found={found}
          refusedCode={found === bounced?.found ? bounced.refusedCode : undefined}
          onChangeAccount={() => setFound(null)}
        />
      ) : (
        <FindAccountStep onFound={setFound} />
      )}
      {isRouted('login') && (
        <p className="auth-links__switch">
          <Link to={pagePath('login')}>{t('signIn.recover.backToLogin')}</Link>
        </p>
      )}
    </AuthCard>
  );
}
