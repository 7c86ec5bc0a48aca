/**
 * The mobile layout's side menu: a modal <dialog> sliding in from the right with the nav, the
 * customer's menus (or Log in / Register), language, currency and the app download page.
 * Escape, the close button, the backdrop and any navigation close it; focus goes back to the
 * menu button.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { hasRoute, isHeaderItemOn, isSwitchOn } from '../../config/site-config.ts';
import { useSignedIn, useSessionUser } from '../../session/hooks.ts';
import { accountName } from './account-name.ts';
import { CurrencySelect } from './CurrencySelect.tsx';
import { CloseIcon, MenuIcon } from './icons.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { MobileNav, MobileUserGroups } from './MobileSections.tsx';
import { SignedOutActions } from './SignedOutActions.tsx';

function showDialog(dialog: HTMLDialogElement): void {
  // Browsers without showModal (and jsdom) still get an open, if not modal, panel.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

export function MobileMenu() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const user = useSessionUser();
  const { key: here } = useLocation();
  // Open for the address it was opened at: any navigation (a link, a logout) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) showDialog(element);
    if (!open && element.open) {
      closeDialog(element);
      button.current?.focus();
    }
  }, [open]);

  const close = () => setOpenAt(null);
  // A followed link, or a click on the backdrop (the dialog itself, outside its panel), closes it.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget || (event.target instanceof Element && event.target.closest('a'))) close();
  };
  const name = signedIn && user ? accountName(user) : '';
  const userMenu = isHeaderItemOn('userMenu');

  return (
    <>
      <button ref={button} type="button" className="header__control header__icon-control" aria-label={intl.formatMessage({ id: 'header.menu.open' })} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpenAt(here)}>
        <MenuIcon />
      </button>
      <dialog ref={dialog} className="header-side-menu" aria-labelledby={titleId} onCancel={(event) => (event.preventDefault(), close())} onClose={close} onClick={onClick}>
        {open && (
          <div className="header-side-menu__panel">
            <div className="header-side-menu__top">
              <h2 id={titleId} className="header-side-menu__title">
                {intl.formatMessage({ id: 'header.menu.title' })}
              </h2>
              <button type="button" className="header-side-menu__close" aria-label={intl.formatMessage({ id: 'header.menu.close' })} onClick={close}>
                <CloseIcon />
              </button>
            </div>
            {userMenu && name && (
              <p className="header-side-menu__name">
                <span className="visually-hidden">{intl.formatMessage({ id: 'header.signedInAs' })} </span>
                {name}
              </p>
            )}
            {userMenu && !signedIn && <SignedOutActions />}
            <MobileNav />
            {userMenu && signedIn && <MobileUserGroups />}
            <div className="header-side-menu__settings">
              <h3 className="header-side-menu__heading">{intl.formatMessage({ id: 'header.menu.preferences' })}</h3>
              {isHeaderItemOn('locales') && <LanguageSelect />}
              <CurrencySelect />
              {isSwitchOn('download') && hasRoute('/download') && (
                <Link className="header-side-menu__link" to="/download">
                  {intl.formatMessage({ id: 'header.download.title' })}
                </Link>
              )}
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
