// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenPictures } from './first-screen-pictures.ts';

/** A picture still loading: fires `load` or `error` when the test says. */
function picture(complete = false) {
  const listeners = new Map<string, () => void>();
  return {
    complete,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
}

const page = (pictures: ReturnType<typeof picture>[]) => {
  const asked: string[] = [];
  const doc = {
    querySelectorAll: (selector: string) => (asked.push(selector), pictures),
  } as unknown as Document;
  return { doc, asked };
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe("the first screen's pictures", () => {
  afterEach(() => vi.useRealTimers());

  it('are waited for until each has loaded or failed', async () => {
    vi.useFakeTimers();
    const [banner, cover] = [picture(), picture()];
    const { doc, asked } = page([banner, cover]);
    const waiting = firstScreenPictures(1000, doc);
    expect(asked).toEqual(['img[fetchpriority="high"]']);
    banner.fire('load');
    expect(await settled(waiting)).toBe(false);
    cover.fire('error');
    expect(await settled(waiting)).toBe(true);
  });

  it('are not waited for once loaded, nor longer than the longest wait', async () => {
    vi.useFakeTimers();
    expect(await settled(firstScreenPictures(1000, page([picture(true)]).doc))).toBe(true);
    expect(await settled(firstScreenPictures(1000, page([]).doc))).toBe(true);
    const slow = firstScreenPictures(1000, page([picture()]).doc);
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(slow)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(slow)).toBe(true);
  });
});
