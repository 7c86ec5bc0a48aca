/**
 * "New for you": rewards waiting to be claimed and bonuses given, each shown once. What the
 * customer has seen is remembered per customer, so a reload does not show it again.
 */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { useSessionUser } from '../../session/hooks.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Button } from '../../ui/Button.tsx';
import { giveTypesQuery, noticesQuery, type RewardNotice } from './missions-api.ts';
import { useFreshNotices } from './seen-notices.ts';
import { taskPath } from './TaskCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export function RewardNotices() {
  const t = useT();
  const user = useSessionUser();
  const notices = useApiQuery(noticesQuery(!!user));
  const typeNames = useApiQuery(giveTypesQuery());
  const { visible, dismiss } = useFreshNotices(user?.UserId, notices.data);
  if (visible.length === 0) return null;
  const line = (notice: RewardNotice) => {
    const until = notice.ExpireTime ? formatDate(notice.ExpireTime, 'YYYY-MM-DD HH:mm') : null;
    if (notice.Kind === 'rewardReady') {
      return (
        <>
          <Link to={taskPath(notice.TaskId)}>{t('missions.notice.rewardReady', { title: notice.Title })}</Link>{' '}
          <CoinAmount amount={notice.Amount} coin={notice.Coin} />
          {until && <span className="reward-notice__until">{t('missions.notice.claimBy', { date: until })}</span>}
        </>
      );
    }
    const type = (notice.GiveType && typeNames.data?.get(notice.GiveType)) || t('missions.notice.bonus');
    return (
      <>
        {isRouted('fundingCenter') ? (
          <Link to={pagePath('fundingCenter')}>{t('missions.notice.bonusGiven', { type, title: notice.Title })}</Link>
        ) : (
          t('missions.notice.bonusGiven', { type, title: notice.Title })
        )}{' '}
        <CoinAmount amount={notice.Amount} coin={notice.Coin} />
        {until && <span className="reward-notice__until">{t('missions.notice.useBy', { date: until })}</span>}
      </>
    );
  };
  return (
    <section className="reward-notices" aria-labelledby="reward-notices-title">
      <div className="reward-notices__head">
        <h2 id="reward-notices-title">{t('missions.notice.title')}</h2>
        <Button variant="ghost" onClick={dismiss}>
          {t('missions.notice.dismiss')}
        </Button>
      </div>
      <ul className="reward-notices__list">
        {visible.map((notice) => (
          <li key={notice.NoticeId} className={`reward-notice reward-notice--${notice.Kind}`}>
            <span className="reward-notice__mark" aria-hidden="true">
              {notice.Kind === 'rewardReady' ? '★' : '✉'}
            </span>
            <span className="reward-notice__text">{line(notice)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
