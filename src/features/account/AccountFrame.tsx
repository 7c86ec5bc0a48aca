/** The frame of every account page: the account menu beside (or, on a phone, above) the page. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';
import './account.css';

const sections = [
  { path: '/account/userInfo', id: 'account.nav.userInfo' },
  { path: '/account/setting', id: 'account.nav.settings' },
  { path: '/account/google', id: 'account.nav.google' },
  { path: '/account/verifiy', id: 'account.nav.verification' },
  { path: '/account/api', id: 'account.nav.api' },
] as const;

export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On a phone the menu is one scrolling row: bring the current page's entry into view.
  useEffect(() => {
    const menu = list.current;
    const current = menu?.querySelector<HTMLElement>('.active');
    if (menu && current && menu.scrollWidth > menu.clientWidth)
      menu.scrollLeft = current.offsetLeft - menu.offsetLeft - 8;
  }, [pathname]);

  return (
    <div className="page account">
      <nav className="account-nav" aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
        <ul ref={list}>
          {sections
            .filter((s) => hasRoute(s.path))
            .map((s) => (
              <li key={s.path}>
                <NavLink to={s.path} className="account-nav__link">
                  {intl.formatMessage({ id: s.id })}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="account__main">
        <h1 className="account__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
