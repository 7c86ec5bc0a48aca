/** The frame of every account page: the account menu beside (or, on a phone, above) the page. */
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import './account.css';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

const sections = [
  { page: 'accountUserInfo', id: 'account.nav.userInfo' },
  { page: 'accountSettings', id: 'account.nav.settings' },
  { page: 'accountGoogle', id: 'account.nav.google' },
  { page: 'accountVerification', id: 'account.nav.verification' },
  { page: 'apiKeys', id: 'account.nav.api' },
] as const;

export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
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
      <nav className="account-nav" aria-label={t('account.nav.label')}>
        <ul ref={list}>
          {sections
            .filter((s) => isRouted(s.page))
            .map((s) => (
              <li key={s.page}>
                <NavLink to={pagePath(s.page)} className="account-nav__link">
                  {t(s.id)}
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
