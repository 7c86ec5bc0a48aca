/**
 * /account/userInfo: profile, security status and the sign-in log. The profile and the log are
 * asked for at once when the page opens (with an expired token they share one refresh).
 */
import { useApiQuery } from '../../api/query.ts';
import { useIntl } from 'react-intl';
import { customerQuery } from '../../data/customer.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { AccountFrame } from './AccountFrame.tsx';
import { LoginLog } from './LoginLog.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SecurityStatus } from './SecurityStatus.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';

export default function UserInfoPage() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const user = useApiQuery(customerQuery());
  return (
    <AccountFrame title={intl.formatMessage({ id: 'account.userInfo.title' })}>
      {user.isPending && <Loading />}
      {user.isError && <LoadError message={errorText(user.error)} onRetry={() => void user.refetch()} />}
      {user.data && (
        <div className="account-grid">
          <ProfileCard user={user.data} />
          <SecurityStatus user={user.data} />
        </div>
      )}
      <LoginLog />
    </AccountFrame>
  );
}
