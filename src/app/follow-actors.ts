/**
 * Moves the app where the session actor says, ends a session a code ended, and forgets the
 * customer's cached data when their session ends. (Maintenance is followed in start-later.ts.)
 */
import { apiEffects } from '../api/effects.ts';
import { forgetCustomerData } from '../api/query-cache.ts';
import { endSession, onLoggedOut, sessionActor } from '../session/session.ts';
import { log } from '../lib/log.ts';
import { goTo, here } from './navigation.ts';
import { loginHref, pageAt } from '../config/page-paths.ts';

export function followActors(): void {
  let signedIn = sessionActor.getSnapshot().matches('signedIn');
  sessionActor.subscribe((snapshot) => {
    const now = snapshot.matches('signedIn');
    if (signedIn && !now) forgetCustomerData();
    signedIn = now;
  });
  onLoggedOut(() => goTo(loginHref()));
  sessionActor.on('signInRequired', () => {
    const { pathname, search } = here();
    if (pageAt(pathname) !== 'login') void goTo(loginHref(pathname + search));
  });
  apiEffects.subscribe((effect) => {
    if (effect.type === 'sessionEnded') endSession('code');
    if (effect.type === 'timeout') log.warn('A call timed out');
  });
}
