/**
 * /account/userInfo: profile, security status and the sign-in log. The profile and the log are
 * asked for at once when the page opens (with an expired token they share one refresh).
 */
import { useApiQuery } from '../../api/query.ts';
import { customerQuery } from '../../data/customer.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { LoginLog } from './LoginLog.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SecurityStatus } from './SecurityStatus.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { useT } from '../../i18n/use-t.ts';

export default function UserInfoPage() {
  const t = useT();
  const user = useApiQuery(customerQuery());
  return (
    <AccountFrame title={t('account.userInfo.title')}>
      <Loaded query={user}>
        {(customer) => (
          <div className="account-grid">
            <ProfileCard user={customer} />
            <SecurityStatus user={customer} />
          </div>
        )}
      </Loaded>
      <LoginLog />
    </AccountFrame>
  );
}
