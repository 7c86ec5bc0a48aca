/** The desktop nav: the configured links in order, with spot trade and flash pair under "Trade" when both show. */
import { navItems } from './header-links.ts';
import { HeaderLinkView } from './HeaderLinkView.tsx';
import { MenuButton } from './MenuButton.tsx';
import { useT } from '../../i18n/use-t.ts';

export function NavBar() {
  const t = useT();
  const items = navItems();
  if (items.length === 0) return null;
  const label = (id: string) => t(`header.nav.${id}`);
  return (
    <nav className="header-nav" aria-label={t('header.nav.label')}>
      <ul className="header-nav__list">
        {items.map((item) => (
          <li key={item.id}>
            {item.kind === 'group' ? (
              <MenuButton
                button={label(item.id)}
                entries={item.links.map((link) => ({ ...link, key: link.id, label: label(link.id) }))}
              />
            ) : (
              <HeaderLinkView link={item} label={label(item.id)} className="header-nav__link" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
