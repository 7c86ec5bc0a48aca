/**
 * The partner sites (CommonSetting/GetFreindLinks) as one more column of the links item, each in a
 * new tab. Only http(s) addresses show; while they load, or if they fail, the column stays away,
 * since the footer's other links do not depend on it.
 */
import { commonSettingGetFreindLinks } from '../../../generated/operations/commonSettingGetFreindLinks.ts';
import { apiQuery, contentData, useApiQuery } from '../../api/query.ts';
import { useT } from '../../i18n/use-t.ts';

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

export function FooterFriendLinks() {
  const t = useT();
  const friends = useApiQuery({ ...apiQuery(commonSettingGetFreindLinks), ...contentData });
  const shown = friends.data?.filter((link) => isWebLink(link.Url)) ?? [];
  if (shown.length === 0) return null;
  return (
    <nav className="footer__column" aria-labelledby="footer-friends-title">
      <h2 id="footer-friends-title" className="footer__heading">
        {t('footer.friends.title')}
      </h2>
      <ul className="footer__list">
        {shown.map((link) => (
          <li key={link.Url}>
            <a href={link.Url} target="_blank" rel="noopener noreferrer">
              {link.Title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
