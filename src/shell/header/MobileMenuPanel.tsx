/**
 * The side menu's content: the nav, the customer's menus (or Log in / Register), language,
 * currency and the app download page. Its own chunk, loaded when the menu first opens.
 */
import { Link } from 'react-router';
import { isHeaderItemOn, isSwitchOn } from '../../config/site-config.ts';
import { useSignedIn, useSessionUser } from '../../session/hooks.ts';
import { accountName } from './account-name.ts';
import { CurrencySelect } from './CurrencySelect.tsx';
import { CloseIcon } from './icons.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { MobileNav, MobileUserGroups } from './MobileSections.tsx';
import { SignedOutActions } from './SignedOutActions.tsx';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

export default function MobileMenuPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const t = useT();
  const signedIn = useSignedIn();
  const user = useSessionUser();
  const name = signedIn && user ? accountName(user) : '';
  const userMenu = isHeaderItemOn('userMenu');
  return (
    <div className="header-side-menu__panel">
      <div className="header-side-menu__top">
        <h2 id={titleId} className="header-side-menu__title">
          {t('header.menu.title')}
        </h2>
        <button type="button" className="header-side-menu__close" aria-label={t('header.menu.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {userMenu && name && (
        <p className="header-side-menu__name">
          <span className="visually-hidden">{t('header.signedInAs')} </span>
          {name}
        </p>
      )}
      {userMenu && !signedIn && <SignedOutActions />}
      <MobileNav />
      {userMenu && signedIn && <MobileUserGroups />}
      <div className="header-side-menu__settings">
        <h3 className="header-side-menu__heading">{t('header.menu.preferences')}</h3>
        {isHeaderItemOn('locales') && <LanguageSelect />}
        <CurrencySelect />
        {isSwitchOn('download') && isRouted('download') && (
          <Link className="header-side-menu__link" to={pagePath('download')}>
            {t('header.download.title')}
          </Link>
        )}
      </div>
    </div>
  );
}
