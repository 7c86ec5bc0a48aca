/** The frame of every assets page: the page's title and a row of links to the other assets pages. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import './assets.css';

const sections = [
  { path: '/assets/digitalCurrency', id: 'assets.nav.balances' },
  { path: '/assets/recharge', id: 'assets.nav.deposit' },
  { path: '/assets/withdraw', id: 'assets.nav.withdraw' },
  { path: '/assets/fundTransfer', id: 'assets.nav.transfer' },
  { path: '/assets/address', id: 'assets.nav.addressBook' },
  { path: '/assets/rechargePayment', id: 'assets.nav.payIn' },
  { path: '/assets/financialRecords', id: 'assets.nav.records' },
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
  const intl = useIntl();
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
      <nav className="assets-nav" aria-label={intl.formatMessage({ id: 'assets.nav.label' })}>
        <ul ref={list}>
          {sections
            .filter((s) => hasRoute(s.path))
            .map((s) => (
              <li key={s.path}>
                <NavLink to={s.path} className="assets-nav__link">
                  {intl.formatMessage({ id: s.id })}
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
