/**
 * What start-up begins once the first screen has rendered, in a chunk of its own: the maintenance
 * check (and following it to the update page and back), the server clock, and the site record's texts for
 * the page descriptions and social preview (their own chunk). A call answered with 99999 before
 * this runs is not lost: the check itself then finds the maintenance.
 */
import { maintenanceActor, startMaintenanceWatch } from '../maintenance/maintenance.ts';
import { startServerClock } from '../session/server-clock.ts';
import { nextTask } from '../lib/next-task.ts';
import { goTo, here } from './navigation.ts';
import { pageAt, pagePath } from '../config/page-paths.ts';

/** Each start gets a task of its own: their first calls together made one long task on a slow phone. */
export async function startLater(): Promise<void> {
  maintenanceActor.on('enterMaintenance', () => {
    if (pageAt(here().pathname) !== 'update') void goTo(pagePath('update'));
  });
  maintenanceActor.on('leaveMaintenance', () => {
    if (pageAt(here().pathname) === 'update') void goTo(pagePath('home'));
  });
  startMaintenanceWatch();
  await nextTask();
  startServerClock();
  await nextTask();
  void import('../shell/site-identity.ts').then(({ startSiteIdentity }) => startSiteIdentity());
}
