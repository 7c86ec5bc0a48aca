/**
 * What start-up begins once the landing page is shown (landing-shown.ts), in a chunk of its own:
 * the maintenance check (and following it to the update page and back), the server clock, the site
 * record's texts for the page descriptions and social preview (their own chunk), and the chat and
 * analytics providers once the page has loaded and the browser is idle (third-party.ts), the sticky
 * parts' heights that keep what is focused clear of them and the focus moving to each new page's
 * heading (keep-focus-in-sight.ts, a chunk of its own). A call answered with 99999 before
 * this runs is not lost: start-up kept it (`maintenanceCode`), and it moves into maintenance here.
 */
import { maintenanceActor, startMaintenanceWatch } from '../maintenance/maintenance.ts';
import { startServerClock } from '../session/server-clock.ts';
import { nextTask } from '../lib/next-task.ts';
import { goTo, here, routedPages } from './navigation.ts';
import { startThirdPartyWhenIdle } from './third-party.ts';
import { pageAt, pagePath } from '../config/page-paths.ts';

/**
 * Each start gets a task of its own: their first calls together made one long task on a slow phone.
 * `configPassed` runs the site-config's full check (config-guard.ts): the providers wait for it.
 */
export async function startLater(configPassed: () => Promise<boolean>, maintenanceCode: boolean): Promise<void> {
  void import('../shell/keep-focus-in-sight.ts').then(({ keepFocusInSight }) => keepFocusInSight(routedPages));
  startThirdPartyWhenIdle(routedPages, configPassed);
  maintenanceActor.on('enterMaintenance', () => {
    if (pageAt(here().pathname) !== 'update') void goTo(pagePath('update'));
  });
  maintenanceActor.on('leaveMaintenance', () => {
    if (pageAt(here().pathname) === 'update') void goTo(pagePath('home'));
  });
  startMaintenanceWatch();
  if (maintenanceCode) maintenanceActor.send({ type: 'MAINTENANCE_CODE' });
  await nextTask();
  startServerClock();
  await nextTask();
  void import('../shell/site-identity.ts').then(({ startSiteIdentity }) => startSiteIdentity());
}
