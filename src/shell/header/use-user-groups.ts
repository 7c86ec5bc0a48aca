/** The signed-in customer's menus (Assets, Orders, Account), labelled; a menu with no entry is left out. */
import { useIntl } from 'react-intl';
import { accountLinks, assetsLinks, ordersLinks, type HeaderLink } from './header-links.ts';
import type { MenuEntry } from './MenuButton.tsx';
import { useLogout } from './use-logout.ts';

export interface UserGroup {
  id: 'assets' | 'orders' | 'account';
  label: string;
  entries: MenuEntry[];
}

export function useUserGroups(): UserGroup[] {
  const intl = useIntl();
  const logout = useLogout();
  const labelled = (group: UserGroup['id'], links: HeaderLink[]): MenuEntry[] =>
    links.map((link) => ({ ...link, key: link.id, label: intl.formatMessage({ id: `header.${group}.${link.id}` }) }));
  const logoutEntry: MenuEntry = {
    key: 'logout',
    kind: 'action',
    label: intl.formatMessage({ id: logout.busy ? 'header.account.loggingOut' : 'header.account.logout' }),
    onSelect: logout.run,
    busy: logout.busy,
  };
  const groups: UserGroup[] = [
    { id: 'assets', label: intl.formatMessage({ id: 'header.assets' }), entries: labelled('assets', assetsLinks()) },
    { id: 'orders', label: intl.formatMessage({ id: 'header.orders' }), entries: labelled('orders', ordersLinks()) },
    {
      id: 'account',
      label: intl.formatMessage({ id: 'header.account' }),
      entries: [...labelled('account', accountLinks()), logoutEntry],
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
