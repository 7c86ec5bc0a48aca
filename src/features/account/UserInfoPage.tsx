/**
 * /account/userInfo: profile, security status and the sign-in log. The profile and the log are
 * asked for at once when the page opens (with an expired token they share one refresh).
 */
import { useIntl } from 'react-intl';
import { useCall } from '../../api/use-call.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { loadUserInfo } from './account-api.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { LoginLog } from './LoginLog.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SecurityStatus } from './SecurityStatus.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';

export default function UserInfoPage() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const user = useCall(loadUserInfo, []);
  return (
    <AccountFrame title={intl.formatMessage({ id: 'account.userInfo.title' })}>
      {user.status === 'loading' && <Loading />}
      {user.status === 'error' && <LoadError message={errorText(user.error)} onRetry={user.reload} />}
      {user.status === 'ok' && (
        <div className="account-grid">
          <ProfileCard user={user.data} />
          <SecurityStatus user={user.data} />
        </div>
      )}
      <LoginLog />
    </AccountFrame>
  );
}
