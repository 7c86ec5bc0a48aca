// @vitest-environment jsdom
/**
 * A part that waits on its message areas, with hooks after the wait: React replays a render that
 * waited from where it stopped when what it waited on comes at once (a catalogue already fetched),
 * and the replay must reach the part's later hooks with slots of their own (React error 467 when a
 * replay skipped the wait and met them with none: the footer, once in a while, on a navigation).
 */
import { startTransition, Suspense, useSyncExternalStore } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { installLanguage, loadMessageAreas, useMessageAreas } from './language-store.ts';

/** Areas whose next load fails (a lost connection), once each. */
const failing = vi.hoisted(() => new Set<string>());

vi.mock('./catalogs.ts', () => ({
  // A catalogue at hand: the area's messages come within the moment React waits before giving up the render.
  loadMessages: (_language: string, areas: readonly string[]) => {
    const failed = areas.filter((area) => failing.delete(area));
    if (failed.length) return Promise.reject(new Error(`no ${failed.join()}`));
    return Promise.resolve(Object.fromEntries(areas.map((area) => [`${area}.title`, `The ${area}`])));
  },
}));

installLanguage('en', {}, []);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const unchanging = () => () => {};

function Part({ area }: { area: string }) {
  useMessageAreas([area]);
  const year = useSyncExternalStore(unchanging, () => 2026);
  return <h2>{`${area} ${year}`}</h2>;
}

it('draws a part whose areas came while React waited, its later hooks and all, in a transition', async () => {
  const errors: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const view = render(
    <Suspense fallback={<p>Waiting</p>}>
      <p>Before</p>
    </Suspense>,
    { onRecoverableError: (error) => errors.push(error) },
  );
  for (const area of ['footer', 'display', 'home-sections']) {
    await act(async () => {
      startTransition(() =>
        view.rerender(
          <Suspense fallback={<p>Waiting</p>}>
            <Part key={area} area={area} />
          </Suspense>,
        ),
      );
    });
    expect(await screen.findByRole('heading', { name: `${area} 2026` })).toBeTruthy();
  }
  expect(errors).toEqual([]);
  // React's own word for a wait that a later render of the same part skipped.
  expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([]);
});

it('asks again for areas whose load failed, and answers with the same promise once they are loaded', async () => {
  failing.add('news');
  await expect(loadMessageAreas(['news'])).rejects.toThrow('no news');
  const again = loadMessageAreas(['news']);
  await expect(again).resolves.toBeUndefined();
  expect(loadMessageAreas(['news'])).toBe(again);
  expect(again).toMatchObject({ status: 'fulfilled' });
});
