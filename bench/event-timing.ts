/**
 * What a benchmark reads of the Event Timing API in the page: each interaction's duration as INP
 * counts it (the longest of its events, from the input to the next paint after its handlers), and
 * the long tasks.
 */
import type { Page } from '@playwright/test';

interface Recorded {
  interactions: { id: number; start: number; duration: number }[];
  tasks: { start: number; duration: number }[];
}

/** Runs in the page from its first script: records every interaction's events of 16 ms or more, and the long tasks. */
export function instrumentEventTiming() {
  const recorded: Recorded = { interactions: [], tasks: [] };
  Object.assign(window, { __eventTiming: recorded });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        recorded.interactions.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) recorded.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Lets the page paint twice and report its entries (they are reported after the paint they measure). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250)))),
  );
}

/**
 * The duration of each interaction that began at or after `since` (page time), in the order they
 * began; an interaction under 16 ms is not reported by the browser, so it is not in the list.
 */
export async function eventTimingOf(page: Page, since: number): Promise<number[]> {
  return page.evaluate((from) => {
    const { interactions } = (window as unknown as { __eventTiming: Recorded }).__eventTiming;
    const longest = new Map<number, { start: number; duration: number }>();
    for (const event of interactions.filter((e) => e.start >= from)) {
      const known = longest.get(event.id);
      longest.set(event.id, {
        start: Math.min(known?.start ?? event.start, event.start),
        duration: Math.max(known?.duration ?? 0, event.duration),
      });
    }
    return [...longest.values()].sort((a, b) => a.start - b.start).map((i) => i.duration);
  }, since);
}

/** What shows a list is drawn: an element, or the first of a tab's rows starting with a text. */
export interface Drawn {
  selector?: string;
  firstRow?: string;
}

/**
 * How long after `since` (page time) a list was drawn in full: what `drawn` names is there and no
 * virtual table is busy, checked on every frame.
 */
export async function drawnAfter(page: Page, since: number, drawn: Drawn): Promise<number> {
  const at = await page.waitForFunction(
    ({ selector, firstRow }) => {
      if (document.querySelector('.virtual-table--busy')) return 0;
      if (selector && !document.querySelector(selector)) return 0;
      const heads = [...document.querySelectorAll('[role=tabpanel] [role=rowheader]')];
      if (firstRow && !heads[0]?.textContent?.startsWith(firstRow)) return 0;
      return performance.now();
    },
    drawn,
    { polling: 'raf', timeout: 30_000 },
  );
  return ((await at.jsonValue()) as number) - since;
}

/** The longest task that ended after `since` (page time), or 0. */
export async function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate((from) => {
    const { tasks } = (window as unknown as { __eventTiming: Recorded }).__eventTiming;
    return Math.max(0, ...tasks.filter((t) => t.start + t.duration >= from).map((t) => t.duration));
  }, since);
}
