/**
 * What start-up begins once the first screen has rendered, in a chunk of its own: the maintenance
 * check (and following it to /update and back), the server clock, and the site record's texts for
 * the page descriptions and social preview (their own chunk). A call answered with 99999 before
 * this runs is not lost: the check itself then finds the maintenance.
 */
import { maintenanceActor, startMaintenanceWatch } from '../maintenance/maintenance.ts';
import { startServerClock } from '../session/server-clock.ts';
import { goTo, here } from './navigation.ts';

export function startLater(): void {
  maintenanceActor.on('enterMaintenance', () => {
    if (here().pathname !== '/update') void goTo('/update');
  });
  maintenanceActor.on('leaveMaintenance', () => {
    if (here().pathname === '/update') void goTo('/');
  });
  startMaintenanceWatch();
  startServerClock();
  void import('../shell/site-identity.ts').then(({ startSiteIdentity }) => startSiteIdentity());
}
