/**
 * The site header (spec section 2): brand, nav, announcements, download QR codes, language,
 * currency, the customer's menus or Log in / Register, and the theme. Below the mobile
 * breakpoint (or on iOS) the nav and menus move into a side menu. Past the configured scroll
 * height the header sticks to the top with a shadow; being sticky, it keeps its place in the
 * page, so nothing jumps. On a crowded desktop its items wrap to a second row.
 */
import { Link } from 'react-router';
import { brand, isHeaderItemOn, isSwitchOn } from '../../config/site-config.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { AnnouncementPopover } from './AnnouncementPopover.tsx';
import { CurrencySelect } from './CurrencySelect.tsx';
import { DownloadPopover } from './DownloadPopover.tsx';
import { HeaderNotice } from './HeaderNotice.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavBar } from './NavBar.tsx';
import { SignedOutActions } from './SignedOutActions.tsx';
import { ThemeSettings } from './ThemeSettings.tsx';
import { useLogo } from '../theme.ts';
import { useMobileLayout } from '../layout/mobile-layout.ts';
import { useHeaderFixed } from './use-header-fixed.ts';
import { UserMenus } from './UserMenus.tsx';
import './header.css';
import { pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

function Brand() {
  const t = useT();
  const { name } = brand();
  const logo = useLogo();
  const mark = useLogo('mark');
  return (
    <Link to={pagePath('home')} className="header__brand" aria-label={t('header.home', { brand: name })}>
      <picture>
        {mark !== logo && <source media="(max-width: 599px)" srcSet={mark} />}
        {/* eslint-disable-next-line no-restricted-syntax -- the brand's logo is on the first screen: loaded at once, as by default */}
        <img src={logo} alt="" width={28} height={28} className="header__logo" />
      </picture>
      <span className="header__brand-name">{name}</span>
    </Link>
  );
}

export function Header() {
  const mobile = useMobileLayout();
  const fixed = useHeaderFixed();
  const signedIn = useSignedIn();
  const userMenu = isHeaderItemOn('userMenu');
  return (
    <header className={`header ${fixed ? 'header--fixed' : ''} ${mobile ? 'header--mobile' : ''}`.trim()}>
      <div className="header__inner">
        {isHeaderItemOn('logo') && <Brand />}
        {!mobile && <NavBar />}
        <div className="header__end">
          {isSwitchOn('bulletin') && <AnnouncementPopover />}
          {!mobile && isSwitchOn('download') && isSwitchOn('qrCode') && <DownloadPopover />}
          {!mobile && isHeaderItemOn('locales') && <LanguageSelect />}
          {!mobile && <CurrencySelect />}
          {!mobile && userMenu && (signedIn ? <UserMenus /> : <SignedOutActions />)}
          <ThemeSettings />
          {mobile && <MobileMenu />}
        </div>
      </div>
      <HeaderNotice />
    </header>
  );
}
