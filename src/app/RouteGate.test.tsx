import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import { RouteGate } from './RouteGate.tsx';

/** The page registry: the about page's chunk arrives when the test hands it over. */
const chunk = vi.hoisted(() => {
  let handOver: (module: { default: ComponentType }) => void = () => {};
  return {
    load: () => new Promise<{ default: ComponentType }>((resolve) => (handOver = resolve)),
    handOver: (module: { default: ComponentType }) => handOver(module),
  };
});
/** A page that cannot render, and a chunk that cannot load (a lost connection, a replaced file). */
const pages = vi.hoisted(() => ({
  update: () =>
    Promise.resolve({
      default: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'Version')");
      },
    }),
  download: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));
vi.mock('./pages.ts', () => ({ pageModules: { about: chunk.load, ...pages }, pageMessageAreas: {} }));

describe('RouteGate', () => {
  it('draws a page as soon as its chunk is in, once, without the wait React gives a page that waited', async () => {
    let drawn = 0;
    const AboutPage = () => {
      drawn += 1;
      return <h1>About the exchange</h1>;
    };
    await act(async () => {
      renderWithApp(<RouteGate entry={{ path: '/about', page: 'about', signIn: false }} />, { route: '/about' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    chunk.handOver({ default: AboutPage });
    // Retried by React itself, the page would show no sooner than 300 ms after its loading state.
    await screen.findByRole('heading', { name: 'About the exchange' }, { timeout: 200 });
    expect(screen.queryByRole('status')).toBeNull();
    // Nothing draws it again once it is there.
    await new Promise((done) => setTimeout(done, 400));
    expect(drawn).toBe(1);
  });

  it.each([
    ['cannot render', 'update'],
    ['cannot load its code', 'download'],
  ] as const)(
    'says in its place that a page that %s could not be shown, and loads it again on Try again',
    async (_, page) => {
      const reload = vi.fn();
      vi.stubGlobal('location', { ...location, reload });
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await act(async () => {
        renderWithApp(<RouteGate entry={{ path: '/failing', page, signIn: false }} />, { route: '/failing' });
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeTruthy();
      expect(screen.getByRole('alert')).toHaveTextContent('Your account and funds are not affected.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(reload).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    },
  );
});
