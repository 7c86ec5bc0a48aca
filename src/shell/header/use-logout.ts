/** Log out from the header: busy while the call runs, and a failure said in the header's alert. */
import { useState } from 'react';
import { logout } from '../../session/session.ts';
import { notify } from './header-notice.ts';
import { useT } from '../../i18n/use-t.ts';

export function useLogout(): { busy: boolean; run: () => Promise<void> } {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    // On success the session ends and the app moves to /user/login; this header re-renders signed out.
    const done = await logout();
    setBusy(false);
    if (!done) notify(t('header.account.logoutFailed'), 'alert');
  };
  return { busy, run };
}
