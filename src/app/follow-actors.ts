/**
 * Moves the app where the session and maintenance actors say, ends a session a code ended, and
 * forgets the customer's cached data when their session ends.
 */
import { apiEffects } from '../api/effects.ts';
import { forgetCustomerData } from '../api/query-cache.ts';
import { maintenanceActor } from '../maintenance/maintenance.ts';
import { endSession, onLoggedOut, sessionActor } from '../session/session.ts';
import { log } from '../lib/log.ts';
import { goTo, here } from './navigation.ts';

export function followActors(): void {
  let signedIn = sessionActor.getSnapshot().matches('signedIn');
  sessionActor.subscribe((snapshot) => {
    const now = snapshot.matches('signedIn');
    if (signedIn && !now) forgetCustomerData();
    signedIn = now;
  });
  maintenanceActor.on('enterMaintenance', () => {
    if (here().pathname !== '/update') void goTo('/update');
  });
  maintenanceActor.on('leaveMaintenance', () => {
    if (here().pathname === '/update') void goTo('/');
  });
  onLoggedOut(() => goTo('/user/login'));
  sessionActor.on('signInRequired', () => {
    const { pathname, search } = here();
    if (!pathname.startsWith('/user/login')) void goTo(`/user/login?return=${encodeURIComponent(pathname + search)}`);
  });
  apiEffects.subscribe((effect) => {
    if (effect.type === 'sessionEnded') endSession('code');
    if (effect.type === 'timeout') log.warn('A call timed out');
  });
}
