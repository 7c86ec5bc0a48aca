/** Moves the router where the session and maintenance actors say, and ends a session a code ended. */
import { apiEffects } from '../api/effects.ts';
import { maintenanceActor } from '../maintenance/maintenance.ts';
import { endSession, onLoggedOut, sessionActor } from '../session/session.ts';
import type { createAppRouter } from './router.tsx';

type Router = ReturnType<typeof createAppRouter>;

export function followActors(router: Router): void {
  const here = () => router.state.location;
  maintenanceActor.on('enterMaintenance', () => {
    if (here().pathname !== '/update') router.navigate('/update');
  });
  maintenanceActor.on('leaveMaintenance', () => {
    if (here().pathname === '/update') router.navigate('/');
  });
  onLoggedOut(() => router.navigate('/user/login'));
  sessionActor.on('signInRequired', () => {
    const { pathname, search } = here();
    if (!pathname.startsWith('/user/login')) router.navigate(`/user/login?return=${encodeURIComponent(pathname + search)}`);
  });
  apiEffects.subscribe((effect) => {
    if (effect.type === 'sessionEnded') endSession('code');
    if (effect.type === 'timeout') console.warn('A call timed out');
  });
}
