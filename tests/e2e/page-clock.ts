/**
 * Absence in the browser without waiting for the clock: the page's timers run on Playwright's clock
 * (`page.clock.install()` before the page loads), a test moves it on with `page.clock.runFor`, and then
 * reads what the page asked for, counted as the page asked (not when the server saw it).
 */
import type { Page } from '@playwright/test';

/**
 * Counts the page's `fetch` and `sendBeacon` calls whose address contains `part`, from its first script on;
 * call before `goto`. The count is read in the page, so a call counts as soon as the page makes it.
 */
export async function countRequests(page: Page, part: string): Promise<() => Promise<number>> {
  await page.addInitScript((watched) => {
    const counts = ((window as unknown as { __asked?: Record<string, number> }).__asked ??= {});
    counts[watched] = 0;
    const seen = (address: unknown) => {
      if (String(address instanceof Request ? address.url : address).includes(watched)) counts[watched]!++;
    };
    const fetchOf = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => (seen(input), fetchOf(input, init));
    const beaconOf = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (address: string | URL, data?: BodyInit | null) => (seen(address), beaconOf(address, data));
  }, part);
  return () =>
    page.evaluate((watched) => (window as unknown as { __asked: Record<string, number> }).__asked[watched]!, part);
}

/**
 * Lets the page finish what its timers started (promises, tasks queued by them) after `page.clock.runFor`:
 * a few real tasks through a message channel, which the clock does not fake.
 */
export async function settle(page: Page, tasks = 5): Promise<void> {
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i++)
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      });
  }, tasks);
}
