/**
 * Reports each page the visitor settles on, once: a route change is reported when the browser
 * next idles, so a redirect that follows at once (to sign-in, to the 404 page) replaces the page
 * it left instead of counting twice, and the same path is never reported twice in a row.
 */
import { whenIdle, type IdleClock } from './when-idle.ts';

export function settledPages(report: (path: string) => void, clock?: IdleClock): (path: string) => void {
  let reported: string | null = null;
  let cancel = () => {};
  return (path) => {
    cancel();
    cancel = whenIdle(
      () => {
        if (path === reported) return;
        reported = path;
        report(path);
      },
      { timeoutMs: 1000 },
      clock,
    );
  };
}
