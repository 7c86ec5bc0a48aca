/** Who the customer is: account, id, verification level and status, invite code. */
import { Link } from 'react-router';
import type { UserInfo } from './account-api.ts';
import { accountLabel } from './account-name.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export function ProfileCard({ user }: { user: UserInfo }) {
  const t = useT();
  return (
    <section className="account-card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('account.profile.title')}</h2>
      <dl className="facts">
        <div>
          <dt>{t('account.profile.account')}</dt>
          <dd>{accountLabel(user)}</dd>
        </div>
        <div>
          <dt>{t('account.profile.userId')}</dt>
          <dd className="num">{user.UserId}</dd>
        </div>
        <div>
          <dt>{t('account.profile.level')}</dt>
          <dd>{user.LevelName}</dd>
        </div>
        <div>
          <dt>{t('account.profile.kyc')}</dt>
          <dd>
            <span className={`badge badge--${user.KycStatus}`}>{t(`account.kyc.status.${user.KycStatus}`)}</span>
            {user.KycStatus !== 'passed' && (
              <Link to={pagePath('accountVerification')} className="facts__action">
                {t(user.KycStatus === 'pending' ? 'account.kyc.view' : 'account.kyc.start')}
              </Link>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('account.profile.inviteCode')}</dt>
          <dd className="facts__copy">
            <code>{user.InviteCode}</code>
            <CopyButton text={user.InviteCode} what={t('account.profile.inviteCode')} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
