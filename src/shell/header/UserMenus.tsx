/**
 * Signed in, on the desktop: the Assets, Orders and Account menus. The Account button shows who
 * is signed in (masked email or phone), which keeps a crowded header to one row longer.
 */
import { useSessionUser } from '../../session/hooks.ts';
import { accountName } from './account-name.ts';
import { PersonIcon } from './icons.tsx';
import { MenuButton } from './MenuButton.tsx';
import { useUserGroups } from './use-user-groups.ts';
import { useT } from '../../i18n/use-t.ts';

export function UserMenus() {
  const t = useT();
  const user = useSessionUser();
  const groups = useUserGroups();
  const name = user ? accountName(user) : '';
  return (
    <div className="header-user">
      {groups.map((group) =>
        group.id === 'account' && name ? (
          <MenuButton
            key={group.id}
            label={t('header.account.named', { account: name })}
            button={
              <>
                <span className="header-user__icon">
                  <PersonIcon />
                </span>
                {name}
              </>
            }
            entries={group.entries}
          />
        ) : (
          <MenuButton key={group.id} button={group.label} entries={group.entries} />
        ),
      )}
    </div>
  );
}
