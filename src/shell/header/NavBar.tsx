/** The desktop nav: the configured links in order, with spot trade and flash pair under "Trade" when both show. */
import { useIntl } from 'react-intl';
import { navItems } from './header-links.ts';
import { HeaderLinkView } from './HeaderLinkView.tsx';
import { MenuButton } from './MenuButton.tsx';

export function NavBar() {
  const intl = useIntl();
  const items = navItems();
  if (items.length === 0) return null;
  const label = (id: string) => intl.formatMessage({ id: `header.nav.${id}` });
  return (
    <nav className="header-nav" aria-label={intl.formatMessage({ id: 'header.nav.label' })}>
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
