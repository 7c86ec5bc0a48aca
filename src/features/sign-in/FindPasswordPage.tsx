/**
 * /user/findPwd: recover a password with a verification code. First the account, then the
 * code; then /user/setPwd takes the new password.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { AuthCard } from './AuthCard.tsx';
import { FindAccountStep } from './FindAccountStep.tsx';
import { RecoveryCodeStep } from './RecoveryCodeStep.tsx';
import { readCodeRefused, type FoundAccount } from './recovery-state.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export default function FindPasswordPage() {
  const intl = useIntl();
  const location = useLocation();
  const [bounced] = useState(() => readCodeRefused(location.state));
  const [found, setFound] = useState<FoundAccount | null>(bounced?.found ?? null);
  return (
    <AuthCard
      title={intl.formatMessage({ id: 'signIn.recover.title' })}
      intro={intl.formatMessage({ id: found ? 'signIn.recover.codeIntro' : 'signIn.recover.intro' })}
    >
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
          <Link to={pagePath('login')}>{intl.formatMessage({ id: 'signIn.recover.backToLogin' })}</Link>
        </p>
      )}
    </AuthCard>
  );
}
