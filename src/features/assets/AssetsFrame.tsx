/** The frame of every assets page: the page's title and a row of links to the other assets pages. */
import { useEffect, useRef, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { usePageTitle } from '../../shell/use-page-title.ts';
import './assets.css';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

const sections = [
  { page: 'assetsBalances', id: 'assets.nav.balances' },
  { page: 'assetsDeposit', id: 'assets.nav.deposit' },
  { page: 'assetsWithdraw', id: 'assets.nav.withdraw' },
  { page: 'assetsTransfer', id: 'assets.nav.transfer' },
  { page: 'assetsAddressBook', id: 'assets.nav.addressBook' },
  { page: 'assetsPayIn', id: 'assets.nav.payIn' },
  { page: 'assetsRecords', id: 'assets.nav.records' },
] as const;

export function AssetsFrame({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  usePageTitle(title);

  // On a phone the links are one scrolling row: bring the current page's link into view.
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('.active');
    if (row && current && row.scrollWidth > row.clientWidth) row.scrollLeft = current.offsetLeft - row.offsetLeft - 8;
  }, [pathname]);

  return (
    <div className="page assets">
      <nav className="assets-nav" aria-label={t('assets.nav.label')}>
        <ul ref={list}>
          {sections
            .filter((s) => isRouted(s.page))
            .map((s) => (
              <li key={s.page}>
                <NavLink to={pagePath(s.page)} className="assets-nav__link">
                  {t(s.id)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <div className="assets__head">
        <h1 className="assets__title">{title}</h1>
        {actions && <div className="assets__actions">{actions}</div>}
      </div>
      {lead && <p className="assets__lead">{lead}</p>}
      {children}
    </div>
  );
}
