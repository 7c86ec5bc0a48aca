import { describe, expect, it } from 'vitest';
import { whenPainted } from './when-painted.ts';

type Entries = { element?: Element | null }[];

/** A browser's paint reports, fed by the test: `report(entries)` plays one batch of entries. */
function fakeReports(supported: string[]) {
  const observers = new Set<{ callback: (list: { getEntries(): Entries }) => void; observed: boolean }>();
  class Observer {
    static supportedEntryTypes = supported;
    private readonly own: { callback: (list: { getEntries(): Entries }) => void; observed: boolean };
    constructor(callback: (list: { getEntries(): Entries }) => void) {
      this.own = { callback, observed: false };
      observers.add(this.own);
    }
    observe() {
      this.own.observed = true;
    }
    disconnect() {
      observers.delete(this.own);
    }
  }
  return {
    Observer,
    observers,
    report: (entries: Entries) => [...observers].filter((o) => o.observed).forEach((o) => o.callback({ getEntries: () => entries })),
  };
}

const settledSoon = (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise<boolean>((wait) => setTimeout(() => wait(false), 10))]);

describe('whenPainted', () => {
  it('settles when the browser reports this picture painted, not another, and stops watching', async () => {
    const picture = document.createElement('img');
    const browser = fakeReports(['largest-contentful-paint', 'paint']);
    const painted = whenPainted(picture, browser.Observer);
    picture.dispatchEvent(new Event('load'));
    browser.report([{ element: document.createElement('h1') }]);
    expect(await settledSoon(painted)).toBe(false);
    browser.report([{ element: picture }]);
    expect(await settledSoon(painted)).toBe(true);
    expect(browser.observers.size).toBe(0);
  });

  it('settles, and stops watching, when the picture fails to load', async () => {
    const picture = document.createElement('img');
    const browser = fakeReports(['largest-contentful-paint']);
    const painted = whenPainted(picture, browser.Observer);
    picture.dispatchEvent(new Event('error'));
    expect(await settledSoon(painted)).toBe(true);
    expect(browser.observers.size).toBe(0);
  });

  it.each([
    ['reports no largest paints', fakeReports(['paint']).Observer],
    ['has no paint reports at all', undefined],
  ])('where the browser %s, settles after the frame that follows the load', async (_case, reports) => {
    const picture = document.createElement('img');
    const frames: (() => void)[] = [];
    const painted = whenPainted(picture, reports, (task) => frames.push(task));
    expect(frames).toHaveLength(0);
    picture.dispatchEvent(new Event('load'));
    expect(await settledSoon(painted)).toBe(false);
    frames.forEach((run) => run());
    expect(await settledSoon(painted)).toBe(true);
  });
});
