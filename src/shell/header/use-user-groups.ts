/** The signed-in customer's menus (Assets, Orders, Account), labelled; a menu with no entry is left out. */
import { accountLinks, assetsLinks, ordersLinks, type HeaderLink } from './header-links.ts';
import type { MenuEntry } from './MenuButton.tsx';
import { useLogout } from './use-logout.ts';
import { useT } from '../../i18n/use-t.ts';

export interface UserGroup {
  id: 'assets' | 'orders' | 'account';
  label: string;
  entries: MenuEntry[];
}

export function useUserGroups(): UserGroup[] {
  const t = useT();
  const logout = useLogout();
  const labelled = (group: UserGroup['id'], links: HeaderLink[]): MenuEntry[] =>
    links.map((link) => ({ ...link, key: link.id, label: t(`header.${group}.${link.id}`) }));
  const logoutEntry: MenuEntry = {
    key: 'logout',
    kind: 'action',
    label: t(logout.busy ? 'header.account.loggingOut' : 'header.account.logout'),
    onSelect: logout.run,
    busy: logout.busy,
  };
  const groups: UserGroup[] = [
    { id: 'assets', label: t('header.assets'), entries: labelled('assets', assetsLinks()) },
    { id: 'orders', label: t('header.orders'), entries: labelled('orders', ordersLinks()) },
    {
      id: 'account',
      label: t('header.account'),
      entries: [...labelled('account', accountLinks()), logoutEntry],
    },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
