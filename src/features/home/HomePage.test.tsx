import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import HomePage from './HomePage.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import { comeNear, FakeIntersectionObserver, forgetWatchers } from '../../../tests/setup/intersection.ts';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const shownSections = () =>
  [...document.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));
// Each section is a lazy chunk: its first import can take a while when many test files run at once.
const lazy = { timeout: 10_000 };
/** The home page's sections wait on their texts with React's `use`, which a test awaits (act). */
const renderHome = (options?: Parameters<typeof renderWithApp>[1]) =>
  act(async () => void renderWithApp(<HomePage />, options));
const switchSection = (id: string, on: boolean) => (config: SiteConfig) =>
  void (config.home.sections.find((s) => s.id === id)!.on = on);

describe('HomePage', { timeout: 20_000 }, () => {
  it('renders the sections the site-config switches on, in its order', async () => {
    await renderHome();
    expect(shownSections()).toEqual([
      'banner',
      'marketTrend',
      'features',
      'advancedTrading',
      'appDownload',
      'startUse',
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Trade crypto with Lumen Exchange' }, lazy),
    ).toBeInTheDocument();
    for (const title of [
      'Market trend',
      'Why Lumen Exchange',
      'Advanced trading',
      'Trade anywhere with the Lumen Exchange app',
      'Start in three steps',
    ]) {
      expect(await screen.findByRole('heading', { level: 2, name: title }, lazy)).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'Recommended markets' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The exchange in figures' })).not.toBeInTheDocument();
  });

  it('leaves out a section switched off', async () => {
    await renderHome({ config: switchSection('marketTrend', false) });
    expect(shownSections()).not.toContain('marketTrend');
    await screen.findByRole('heading', { name: 'Start in three steps' }, lazy);
    expect(screen.queryByRole('heading', { name: 'Market trend' })).not.toBeInTheDocument();
  });

  it('shows the sections that are off by default once switched on', async () => {
    await renderHome({
      config: (c) => (switchSection('recommendedMarkets', true)(c), switchSection('tradingVolume', true)(c)),
    });
    expect(await screen.findByRole('heading', { name: 'Recommended markets' }, lazy)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The exchange in figures' }, lazy)).toBeInTheDocument();
  });

  it('shows the opening section at once, makes each other section as it comes near the screen, and all of them once the browser is idle', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // The browser's idle moments, held back until the test lets them come.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      await renderHome();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Trade crypto with Lumen Exchange' }, lazy),
      ).toBeInTheDocument();
      const slot = (id: string) => document.querySelector(`[data-section="${id}"]`) as HTMLElement;
      expect(within(slot('marketTrend')).getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByRole('heading', { name: 'Market trend' })).not.toBeInTheDocument();
      await act(async () => comeNear(slot('marketTrend')));
      expect(await screen.findByRole('heading', { level: 2, name: 'Market trend' }, lazy)).toBeInTheDocument();
      expect(within(slot('features')).getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByRole('heading', { name: 'Why Lumen Exchange' })).not.toBeInTheDocument();
      // Idle moments make the rest, one section each, so a screen reader finds the whole page.
      for (let moment = 0; moment < 10 && idle.length > 0; moment++) await act(async () => idle.shift()!());
      for (const title of ['Why Lumen Exchange', 'Advanced trading', 'Start in three steps'])
        expect(await screen.findByRole('heading', { level: 2, name: title }, lazy)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
      forgetWatchers();
    }
  });
});
