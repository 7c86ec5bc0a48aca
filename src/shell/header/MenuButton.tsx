/**
 * A menu button (WAI-ARIA menu pattern): a click, Enter, Space or ArrowDown opens the menu on its
 * first entry (ArrowUp on the last), arrows, Home and End move, Escape closes it back to the
 * button and Tab leaves it. A link closes the menu; an action keeps it open while it runs.
 */
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useDismiss } from './use-dismiss.ts';
import { useT } from '../../i18n/use-t.ts';

export type MenuEntry = { key: string; label: string } & (
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'action'; onSelect: () => void; busy?: boolean }
);

interface MenuButtonProps {
  button: ReactNode;
  /** The button's accessible name, when its content alone does not say it. */
  label?: string;
  entries: MenuEntry[];
}

export function MenuButton({ button, label, entries }: MenuButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);
  const menuId = useId();

  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, root, dismiss);
  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : entries.length - 1);
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const last = entries.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]);
    } else if (event.key === 'Escape') {
      // Handled here, so an enclosing side menu stays open.
      event.preventDefault();
      event.stopPropagation();
      closeToButton();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates a menu item, and a link does not do that by itself.
      event.preventDefault();
      event.target.click();
    }
  };

  const newTab = t('header.newTab');
  const itemProps = (index: number) => ({
    role: 'menuitem',
    tabIndex: -1,
    className: 'header-menu__item',
    ref: (element: HTMLElement | null) => {
      items.current[index] = element;
    },
  });

  return (
    <div className="header-menu" ref={root}>
      <button
        ref={buttonRef}
        type="button"
        className="header__control"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        {button}
        <span className="header__caret" aria-hidden="true" />
      </button>
      {open && (
        <ul id={menuId} role="menu" className="header-menu__list" onKeyDown={onMenuKey}>
          {entries.map((entry, index) => (
            <li key={entry.key} role="none">
              {entry.kind === 'route' && (
                <Link {...itemProps(index)} to={entry.to} onClick={() => setOpen(false)}>
                  {entry.label}
                </Link>
              )}
              {entry.kind === 'external' && (
                <a
                  {...itemProps(index)}
                  href={entry.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => setOpen(false)}
                >
                  {entry.label}
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              )}
              {entry.kind === 'action' && (
                <button
                  {...itemProps(index)}
                  type="button"
                  aria-disabled={entry.busy || undefined}
                  onClick={() => entry.busy || entry.onSelect()}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
