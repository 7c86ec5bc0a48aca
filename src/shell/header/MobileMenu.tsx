/**
 * The mobile layout's side menu: a modal <dialog> sliding in from the right with the nav, the
 * customer's menus (or Log in / Register), language, currency and the app download page.
 * Escape, the close button, the backdrop and any navigation close it; focus goes back to the
 * menu button.
 */
import { lazy, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { whenLandingShownAndIdle } from '../landing-shown.ts';
import { Deferred } from '../../ui/Deferred.tsx';
import { Loading, PartFailed } from '../../ui/LoadState.tsx';
import { MenuIcon } from './icons.tsx';
import { useT } from '../../i18n/use-t.ts';

const loadPanel = () => import('./MobileMenuPanel.tsx');
const MobileMenuPanel = lazy(loadPanel);

function showDialog(dialog: HTMLDialogElement): void {
  // Browsers without showModal (and jsdom) still get an open, if not modal, panel.
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/** The menu whose panel could not load keeps its name; Escape or a tap outside closes it. */
function MenuFailed({ titleId }: { titleId: string }) {
  const t = useT();
  return (
    <div className="header-side-menu__panel">
      <h2 id={titleId} className="header-side-menu__title">
        {t('header.menu.title')}
      </h2>
      <PartFailed />
    </div>
  );
}

export function MobileMenu() {
  const t = useT();
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
  // The panel's chunk is fetched once the landing page is shown and the browser is idle, so the
  // first tap opens it at once.
  useEffect(() => whenLandingShownAndIdle(() => void loadPanel()), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="header__control header__icon-control"
        aria-label={t('header.menu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenAt(here)}
      >
        <MenuIcon />
      </button>
      <dialog
        ref={dialog}
        className="header-side-menu"
        aria-labelledby={titleId}
        onCancel={(event) => (event.preventDefault(), close())}
        onClose={close}
        onClick={onClick}
      >
        {open && (
          <Deferred loading={<Loading />} failed={<MenuFailed titleId={titleId} />}>
            <MobileMenuPanel titleId={titleId} onClose={close} />
          </Deferred>
        )}
      </dialog>
    </>
  );
}
