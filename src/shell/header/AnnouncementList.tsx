/** The latest announcements in the current language; a lazy chunk loaded when the popover first opens. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useCall } from '../../api/use-call.ts';
import { constants, hasRoute } from '../../config/site-config.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';

const loadLatest = (language: Language) =>
  call(api().base.POST('/api/idcm/foundation/app/Announcement/GetAppLatestAnnouncement', { body: { top: constants().latestAnnouncements, LanguageType: language } }));

/** Mounted on the first open and kept, so it loads once, and again when the language changes. */
export default function AnnouncementList() {
  const intl = useIntl();
  const { language } = useLanguageState();
  const latest = useCall(() => loadLatest(language), [language]);
  const linksToDetail = hasRoute('/notice/detail');

  if (latest.status === 'loading') return <Loading />;
  if (latest.status === 'error') {
    const message = errorMessage(latest.error);
    return <LoadError message={intl.formatMessage({ id: message.id }, message.values)} onRetry={latest.reload} />;
  }
  return (
    <>
      {latest.data.length === 0 ? (
        <Empty message={intl.formatMessage({ id: 'header.announcements.empty' })} />
      ) : (
        <ul className="header-announcements">
          {latest.data.map((item) => (
            <li key={item.Id} className={item.IsHot ? 'header-announcements__item header-announcements__item--hot' : 'header-announcements__item'}>
              {linksToDetail ? (
                <Link className="header-announcements__title" to={`/notice/detail?keyWords=${item.Id}`}>
                  {item.Title}
                </Link>
              ) : (
                <span className="header-announcements__title">{item.Title}</span>
              )}
              <span className="header-announcements__meta">
                {item.IsHot && <span className="header-announcements__hot">{intl.formatMessage({ id: 'header.announcements.hot' })}</span>}
                <time dateTime={item.CreateTime}>{formatDate(item.CreateTime, 'YYYY-MM-DD')}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {hasRoute('/notice/list') && (
        <Link className="header-popover__more" to="/notice/list">
          {intl.formatMessage({ id: 'header.announcements.more' })}
        </Link>
      )}
    </>
  );
}
