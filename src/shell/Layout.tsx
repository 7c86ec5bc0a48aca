/**
 * The page frame: skip link, header, the routed page, footer, download banner, the full-page
 * spinner and the catalogue's dialogs and toasts. Which parts show follows the layout rules of
 * spec section 4 (layout/frame.ts): app mode, the download page, WeChat, mobile.
 */
import { lazy, memo, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isRouted, pageAt, pagePath } from '../config/page-paths.ts';
import { isSwitchOn } from '../config/site-config.ts';
import { asRendered } from '../lib/as-rendered.ts';
import { Deferred } from '../ui/Deferred.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useNearView } from '../ui/use-near-view.ts';
import { EffectsSlot } from './EffectsSlot.tsx';
import { Header } from './header/Header.tsx';
import { useAppMode } from './layout/app-mode.ts';
import { DownloadBanner } from './layout/DownloadBanner.tsx';
import { useDownloadBannerClosed } from './layout/download-banner-store.ts';
import { frameParts, sendsToDownload } from './layout/frame.ts';
import { useMobileLayout } from './layout/mobile-layout.ts';
import { whenLandingShownAndIdle } from './landing-shown.ts';
import { useLoading } from './loading.ts';
import './layout.css';
// The footer's styles come with the frame's: a page the server rendered shows its footer styled from
// the first paint, before the footer's own chunk.
import './footer/footer.css';
import { useT } from '../i18n/use-t.ts';
import { tellPagePart } from '../lib/page-parts.ts';

// The footer sits below the first screen: its chunk loads as the visitor comes near it, once the
// landing page is shown (and one that cannot load leaves the page without a footer, the rest of it
// untouched). A page the server rendered has it from the start, links and all, for a crawler or a
// visitor without JavaScript: the takeover leaves it where it stands and hydrates it once its chunk
// and texts have come (a boundary React keeps as the server drew it meanwhile).
const Footer = lazy(() => import('./footer/Footer.tsx').then((module) => ({ default: module.Footer })));
/**
 * Takes no props, so the frame's own updates (the landing shown, the banner closed) pass it by: new
 * props on a part still as the server drew it would make React draw that part again in its place.
 */
const FooterPart = memo(function FooterPart() {
  tellPagePart('footer');
  return (
    <Deferred>
      <Footer />
    </Deferred>
  );
});

export function Layout() {
  const t = useT();
  const { pathname } = useLocation();
  const appMode = useAppMode();
  const mobile = useMobileLayout();
  const loading = useLoading();
  const bannerClosed = useDownloadBannerClosed();
  const [footerPlace, footerNear] = useNearView<HTMLDivElement>();
  const [landingShown, setLandingShown] = useState(false);
  useEffect(() => whenLandingShownAndIdle(() => setLandingShown(true)), []);
  const page = pageAt(pathname);
  if (sendsToDownload(page, navigator.userAgent, isRouted('download')))
    return <Navigate replace to={pagePath('download')} />;
  const parts = frameParts({
    page,
    appMode,
    downloadSwitchOn: isSwitchOn('download'),
    downloadBannerClosed: bannerClosed,
  });
  return (
    <div className="layout" data-layout={mobile ? 'mobile' : 'desktop'} data-source={appMode ? 'app' : 'web'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {parts.header && <Header />}
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      {parts.footer &&
        (asRendered().wholePage || (footerNear && landingShown) ? (
          <FooterPart />
        ) : (
          <div ref={footerPlace} className="layout__footer-place" />
        ))}
      {parts.downloadBanner && isRouted('download') && <DownloadBanner />}
      {loading && <Spinner fullPage label={t('common.loading')} />}
      <EffectsSlot />
    </div>
  );
}
