/** The side menu's lists: the nav (the Trade group under its own heading) and the customer's menus. */
import { useId, type ReactNode } from 'react';
import { navItems, type HeaderLink } from './header-links.ts';
import { HeaderLinkView } from './HeaderLinkView.tsx';
import type { MenuEntry } from './MenuButton.tsx';
import { useUserGroups } from './use-user-groups.ts';
import { useT } from '../../i18n/use-t.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="header-side-menu__section" aria-labelledby={id}>
      <h3 id={id} className="header-side-menu__heading">
        {title}
      </h3>
      <ul className="header-side-menu__list">{children}</ul>
    </section>
  );
}

function Entry({ entry }: { entry: MenuEntry }) {
  if (entry.kind === 'action') {
    return (
      <button
        type="button"
        className="header-side-menu__link"
        aria-disabled={entry.busy || undefined}
        onClick={() => entry.busy || entry.onSelect()}
      >
        {entry.label}
      </button>
    );
  }
  const link: HeaderLink =
    entry.kind === 'route'
      ? { id: entry.key, kind: 'route', to: entry.to }
      : { id: entry.key, kind: 'external', href: entry.href };
  return <HeaderLinkView link={link} label={entry.label} className="header-side-menu__link" />;
}

export function MobileNav() {
  const t = useT();
  const items = navItems();
  if (items.length === 0) return null;
  const label = (id: string) => t(`header.nav.${id}`);
  return (
    <nav className="header-side-menu__nav" aria-label={t('header.nav.label')}>
      <ul className="header-side-menu__list">
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'group' ? (
              <Section title={label(item.id)}>
                {item.links.map((link) => (
                  <li key={link.id}>
                    <HeaderLinkView
                      link={link}
                      label={label(link.id)}
                      className="header-side-menu__link header-side-menu__link--nested"
                    />
                  </li>
                ))}
              </Section>
            ) : (
              <HeaderLinkView link={item} label={label(item.id)} className="header-side-menu__link" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MobileUserGroups() {
  const groups = useUserGroups();
  return (
    <>
      {groups.map((group) => (
        <Section key={group.id} title={group.label}>
          {group.entries.map((entry) => (
            <li key={entry.key}>
              <Entry entry={entry} />
            </li>
          ))}
        </Section>
      ))}
    </>
  );
}
