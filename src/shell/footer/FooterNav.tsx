/** Links to the app's own pages that the route table has (an operator may switch some off). */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';

const pages = [
  { path: '/about', label: 'footer.nav.about' },
  { path: '/markets', label: 'footer.nav.markets' },
  { path: '/notice/list', label: 'footer.nav.notices' },
  { path: '/news', label: 'footer.nav.news' },
  { path: '/help', label: 'footer.nav.help' },
  { path: '/download', label: 'footer.nav.download' },
] as const;

export function FooterNav() {
  const intl = useIntl();
  const shown = pages.filter((p) => hasRoute(p.path));
  if (shown.length === 0) return null;
  return (
    <nav className="footer__column" aria-labelledby="footer-nav-title">
      <h2 id="footer-nav-title" className="footer__heading">
        {intl.formatMessage({ id: 'footer.nav.title' })}
      </h2>
      <ul className="footer__list">
        {shown.map((p) => (
          <li key={p.path}>
            <Link to={p.path}>{intl.formatMessage({ id: p.label })}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
