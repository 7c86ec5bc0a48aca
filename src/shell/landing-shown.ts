/**
 * The page a visitor lands on comes first. What start-up can do later (the maintenance check, the
 * server clock, the page descriptions, the chat and analytics providers, the footer, the host of
 * dialogs and toasts, the phone menu's panel) waits until that page is drawn with the answers it
 * asked for (no call on its way once the browser is idle), and the site-config has passed its full
 * check. It waits 3 s at most for the page, for one whose calls never end or that could not be
 * drawn. On a page the server rendered, the full check waits for the code of the parts drawn in
 * chunks of their own (the footer, the home sections: src/lib/page-code.ts marks them coming), 3 s
 * at most, so that the check's worker does not share the network with them.
 *
 * Until start-up holds it (`holdUntilLandingShown`), the landing counts as shown: a component
 * rendered on its own, in a test, does what it does at once.
 */
import { callsOnTheirWay } from '../api/calls-in-flight.ts';
import { onePerIdle } from '../lib/one-per-idle.ts';
import { whenIdle } from '../lib/when-idle.ts';

let shownAt = Promise.resolve();
let release = () => {};
let configPassed: () => Promise<boolean>;
let showing = true;

const partsWaitMs = 3000;

/** Resolves once the page's parts' code is in (at once where none is coming), or after 3 s. */
function partsIn(): Promise<void> {
  const root = document.documentElement;
  if (!('partsComing' in root.dataset)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => (watch.disconnect(), clearTimeout(timer), resolve());
    const watch = new MutationObserver(() => 'partsComing' in root.dataset || done());
    watch.observe(root, { attributes: true, attributeFilter: ['data-parts-coming'] });
    const timer = setTimeout(done, partsWaitMs);
  });
}

// What waited reads the site-config: it starts only once the file has passed its full check (a file
// that fails it replaces the app with its problems instead).
function show(): void {
  if (showing) return;
  showing = true;
  void partsIn()
    .then(() => configPassed())
    .then((passed) => passed && release());
}

const idle = () => new Promise<void>((resume) => void whenIdle(resume));

/** Called by start-up before its first render, with the site-config's full check. */
export function holdUntilLandingShown(checkConfig: () => Promise<boolean>): void {
  showing = false;
  shownAt = new Promise<void>((resolve) => (release = resolve));
  configPassed = checkConfig;
  setTimeout(show, 3000);
}

/**
 * Called by the routed page once it is drawn: the first one drawn is the landing. A drawn page
 * asks for more as its answers arrive and are drawn (a story, then its picture; the coin list, then
 * the balances), so the landing is shown once the browser, idle, finds no call on its way: drawing
 * an answer keeps it busy, and idle comes after the frame that shows it.
 */
export async function landingDrawn(): Promise<void> {
  const calls = callsOnTheirWay();
  for (await idle(); !showing && calls.size > 0; await idle()) await Promise.allSettled(calls);
  show();
}

/**
 * Runs the task once the landing is shown, in an idle moment of the browser of its own (queued
 * behind the others, so that they do not make one long task together); returns a cancel function.
 */
export function whenLandingShownAndIdle(task: () => void): () => void {
  // Cancelled before the landing is shown, it is queued as nothing.
  let cancel: () => void = () => void (task = () => {});
  void shownAt.then(() => (cancel = onePerIdle(() => task())));
  return () => cancel();
}
