/** The latest announcements in the current language; a lazy chunk loaded when the popover first opens. */
import { Link } from 'react-router';
import { announcementGetAppLatestAnnouncement } from '../../../generated/operations/announcementGetAppLatestAnnouncement.ts';
import { apiQuery, contentData, useApiQuery } from '../../api/query.ts';
import { constants } from '../../config/site-config.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';
import { Loaded } from '../Loaded.tsx';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

const latestQuery = (language: Language) => ({
  ...apiQuery(announcementGetAppLatestAnnouncement, {
    body: { top: constants().latestAnnouncements, LanguageType: language },
  }),
  ...contentData,
});

/** Mounted on the first open and kept, so it loads once, and again when the language changes. */
export default function AnnouncementList() {
  const t = useT();
  const { language } = useLanguageState();
  const latest = useApiQuery(latestQuery(language));
  const linksToDetail = isRouted('noticeDetail');
  return (
    <>
      <Loaded query={latest} empty="header.announcements.empty">
        {(items) => (
          <ul className="header-announcements">
            {items.map((item) => (
              <li
                key={item.Id}
                className={
                  item.IsHot
                    ? 'header-announcements__item header-announcements__item--hot'
                    : 'header-announcements__item'
                }
              >
                {linksToDetail ? (
                  <Link
                    className="header-announcements__title"
                    to={pagePath('noticeDetail', { query: { keyWords: item.Id } })}
                  >
                    {item.Title}
                  </Link>
                ) : (
                  <span className="header-announcements__title">{item.Title}</span>
                )}
                <span className="header-announcements__meta">
                  {item.IsHot && <span className="header-announcements__hot">{t('header.announcements.hot')}</span>}
                  <time dateTime={item.CreateTime}>{formatDate(item.CreateTime, 'YYYY-MM-DD')}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {isRouted('noticeList') && (
        <Link className="header-popover__more" to={pagePath('noticeList')}>
          {t('header.announcements.more')}
        </Link>
      )}
    </>
  );
}
