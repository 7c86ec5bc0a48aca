/** The page frame: skip link, header, the routed page, footer, and the catalogue's dialogs and toasts. */
import { Outlet } from 'react-router';
import { useIntl } from 'react-intl';
import { EffectsHost } from './EffectsHost.tsx';
import { Header } from './header/Header.tsx';
import { Footer } from './footer/Footer.tsx';
import './layout.css';

export function Layout() {
  const intl = useIntl();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {intl.formatMessage({ id: 'common.skipToContent' })}
      </a>
      <Header />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <EffectsHost />
    </div>
  );
}
