/**
 * A click on a rendered page's button before the app has taken the page over: the head script
 * (src/lib/head-script.ts) keeps the last one on <html>, and the app carries it out once it has
 * taken over (src/lib/page-taken-over.ts), so a menu, a tab or a toggle used early still answers.
 * A form's button is not among them: its fields take no typing until then.
 */

/** The buttons whose click is kept: inside a rendered page, not a form's submit. */
export const heldClickTargets = ['button[type="button"]', '[role="button"]', '[role="tab"]']
  .map((target) => `#root[data-rendered] ${target}`)
  .join(',');

/** Where the head script keeps the element clicked (a property of <html>, not an attribute). */
export const heldClickKey = 'heldClick';

type Holder = HTMLElement & { [heldClickKey]?: Element };

/** The button clicked before the takeover, taken (so it is carried out once), or null. */
function takeHeldClick(): HTMLElement | null {
  const root = document.documentElement as Holder;
  const held = root[heldClickKey];
  delete root[heldClickKey];
  return held instanceof HTMLElement && held.isConnected ? held : null;
}

/**
 * Clicks the button again; false when the click did not reach it. React stops a click (and drops
 * it) on a part of the page it has not taken over yet, when that part's code or texts are still on
 * their way (a home section, the footer).
 */
function clickReached(button: HTMLElement): boolean {
  let reached = false;
  const mark = () => (reached = true);
  button.addEventListener('click', mark);
  button.click();
  button.removeEventListener('click', mark);
  return reached;
}

/** How often, and how long, a kept click is tried again while its part of the page is still being taken over. */
const retryMs = 50;
const retries = 100;

/** Carries out the click kept before the takeover, once the button's part of the page takes it. */
export function carryOutHeldClick(): void {
  const held = takeHeldClick();
  if (!held) return;
  const attempt = (left: number) => {
    if (!held.isConnected || clickReached(held) || left === 0) return;
    setTimeout(() => attempt(left - 1), retryMs);
  };
  // In a task of its own: React takes no event while it commits, and the takeover is told of in a commit's effect.
  setTimeout(() => attempt(retries));
}
