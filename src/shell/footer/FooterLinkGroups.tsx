/**
 * The link groups the server gives (GetFooterLinks), in its language. An in-app link shows only
 * when the route table has its page; a link to another site opens in a new tab.
 */
import { Link } from 'react-router';
import type { components } from '../../../generated/base.ts';
import { commonSettingGetFooterLinks } from '../../../generated/operations/commonSettingGetFooterLinks.ts';
import { apiQuery, contentData, useApiQuery } from '../../api/query.ts';
import { Loading } from '../../ui/LoadState.tsx';
import { Loaded } from '../Loaded.tsx';
import { pageAt } from '../../config/page-paths.ts';
import { activeRoutes } from '../../config/site-config.ts';

type FooterLink = components['schemas']['FooterLink'];
type FooterLinkGroup = components['schemas']['FooterLinkGroup'];

const isInApp = (url: string) => url.startsWith('/') && !url.startsWith('//');
const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** An address as a route without parameters is written: lower case, no trailing slash. */
const plain = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

/**
 * In-app links to pages that exist, and http(s) links; anything else is dropped. A link written
 * as a route's own path is found among the routes' paths at once: matching each of a footer's
 * twenty links against every route took tens of milliseconds on a slow phone.
 */
export function usableLinks(links: readonly FooterLink[]): FooterLink[] {
  const paths = new Set(activeRoutes().map((route) => plain(route.path)));
  return links.filter(({ Url }) => {
    if (!isInApp(Url)) return isExternal(Url);
    const { pathname } = new URL(Url, 'http://x');
    return paths.has(plain(pathname)) || pageAt(pathname) !== undefined;
  });
}

export function FooterLinkGroups() {
  const groups = useApiQuery({ ...apiQuery(commonSettingGetFooterLinks), ...contentData });
  return (
    <Loaded query={groups} loading={<Loading className="footer__loading" />}>
      {(all) => <LinkGroups groups={all} />}
    </Loaded>
  );
}

function LinkGroups({ groups }: { groups: readonly FooterLinkGroup[] }) {
  // An empty group list (or groups whose pages are all off) leaves the columns to the other blocks.
  const shown = groups.map((g) => ({ ...g, Links: usableLinks(g.Links) })).filter((g) => g.Links.length > 0);
  return (
    <>
      {shown.map((group, index) => (
        <nav key={`${group.Title}-${index}`} className="footer__column" aria-label={group.Title}>
          <h2 className="footer__heading">{group.Title}</h2>
          <ul className="footer__list">
            {group.Links.map((link) => (
              <li key={link.Url}>
                {isInApp(link.Url) ? (
                  <Link to={link.Url}>{link.Title}</Link>
                ) : (
                  <a href={link.Url} target="_blank" rel="noopener noreferrer">
                    {link.Title}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </>
  );
}
