/**
 * The page is the app's now: it takes clicks and sends forms again. Until then `data-starting`
 * (set by the head script, src/lib/head-script.ts) holds them back. Whatever the app draws first,
 * the app itself or the operator's list of site.json's problems, calls this once it is on screen;
 * a button clicked meanwhile is clicked again now (src/lib/held-click.ts).
 */
import { carryOutHeldClick } from './held-click.ts';

export function pageTakenOver(): void {
  delete document.documentElement.dataset.starting;
  delete document.documentElement.dataset.held;
  carryOutHeldClick();
}
