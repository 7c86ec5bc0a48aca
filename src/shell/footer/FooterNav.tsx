/** Links to the app's own pages that the route table has (an operator may switch some off). */
import { Link } from 'react-router';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

const pages = [
  { page: 'about', label: 'footer.nav.about' },
  { page: 'markets', label: 'footer.nav.markets' },
  { page: 'noticeList', label: 'footer.nav.notices' },
  { page: 'news', label: 'footer.nav.news' },
  { page: 'help', label: 'footer.nav.help' },
  { page: 'download', label: 'footer.nav.download' },
] as const;

export function FooterNav() {
  const t = useT();
  const shown = pages.filter((p) => isRouted(p.page));
  if (shown.length === 0) return null;
  return (
    <nav className="footer__column" aria-labelledby="footer-nav-title">
      <h2 id="footer-nav-title" className="footer__heading">
        {t('footer.nav.title')}
      </h2>
      <ul className="footer__list">
        {shown.map((p) => (
          <li key={p.page}>
            <Link to={pagePath(p.page)}>{t(p.label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
