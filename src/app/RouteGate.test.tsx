import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
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
vi.mock('./pages.ts', () => ({ pageModules: { about: chunk.load }, pageMessageAreas: {} }));

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
});
