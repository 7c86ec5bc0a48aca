/**
 * The customer's user info for an account page. After a change, `refresh` reloads the session's
 * copy (reloadUser, so the header follows) and this page's, without showing the loading state again.
 */
import { useState } from 'react';
import { useCall } from '../../api/use-call.ts';
import { reloadUser } from '../../session/display-currency.ts';
import { loadUserInfo, type UserInfo } from './account-api.ts';

export function useAccountInfo() {
  const first = useCall(loadUserInfo, []);
  const [fresh, setFresh] = useState<UserInfo | null>(null);
  const refresh = async () => {
    await reloadUser();
    const again = await loadUserInfo();
    if (again.ok) setFresh(again.data);
  };
  return { first, user: fresh ?? (first.status === 'ok' ? first.data : null), refresh };
}
