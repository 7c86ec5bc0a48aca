import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfig } from '../../../config/site-config.schema.ts';
import { logged, sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp, startApp } from '../../../../tests/setup/render-app.tsx';
import { fetchAnswer } from '../../../api/query.ts';
import { bannersQuery } from '../home-queries.ts';
import Banner from './Banner.tsx';
import { nextTask } from '../../../../tests/setup/next-task.ts';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const ctaPages: Record<string, 'register' | 'markets'> = { '/user/register': 'register', '/markets': 'markets' };

/** Routes exactly these of the two pages the call to action may lead to. */
const routed =
  (...paths: string[]) =>
  (config: SiteConfig) => {
    config.routes = config.routes.filter((r) => r.page !== 'register' && r.page !== 'markets');
    config.routes.push(...paths.map((path) => ({ path, page: ctaPages[path]!, signIn: false })));
  };

describe('Banner', () => {
  it("shows the brand's headline and the home banners", async () => {
    renderWithApp(<Banner />);
    expect(screen.getByRole('heading', { level: 1, name: 'Trade crypto with Lumen Exchange' })).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'Buy crypto with Naira. Bank transfer, card or mobile money' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(4);
  });

  it("asks for the home page's banners in the current language", async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<Banner />);
    await screen.findAllByRole('group');
    const asked = fetches.mock.calls
      .map(([request]) => new URL((request as Request).url))
      .find((url) => url.pathname.endsWith('/SubBanner/GetBannerList'))!;
    expect(Object.fromEntries(asked.searchParams)).toEqual({ type: 'home', languageCode: 'en' });
    fetches.mockRestore();
  });

  it('invites to register when the register page exists', async () => {
    renderWithApp(<Banner />, { config: routed('/user/register', '/markets') });
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/user/register');
  });

  it('leads to the markets when there is no register page', async () => {
    renderWithApp(<Banner />, { config: routed('/markets') });
    expect(screen.getByRole('link', { name: 'Explore the markets' })).toHaveAttribute('href', '/markets');
  });

  it('says so when there are no banners', async () => {
    sandbox.state.foundation.banners = [];
    renderWithApp(<Banner />);
    expect(await screen.findByText('No promotions right now.')).toBeInTheDocument();
  });

  it('offers a retry when the banners fail, and logs the failure', async () => {
    sandbox.knobs.forcedCodes.set('subBannerGetBannerList', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    renderWithApp(<Banner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('group')).toHaveLength(4);
    expect(logged).toEqual([
      {
        level: 'warn',
        message: 'call /sandbox/base/api/idcm/foundation/app/SubBanner/GetBannerList failed',
        detail: { kind: 'code', code: 77001, message: 'Sandbox answer' },
      },
    ]);
  });

  it('shows the answer of the call start-up made early in its first render, without asking again', async () => {
    startApp();
    void fetchAnswer(bannersQuery('en')).catch(() => undefined);
    await vi.waitFor(() => expect(sandbox.calls.get('subBannerGetBannerList')).toBe(1));
    await nextTask();
    renderWithApp(<Banner />, { freshCache: false });
    expect(
      screen.getByRole('img', { name: 'Buy crypto with Naira. Bank transfer, card or mobile money' }),
    ).toBeInTheDocument();
    // Its effects run and anything it would ask goes out within a task or two.
    await act(nextTask);
    await act(nextTask);
    expect(sandbox.calls.get('subBannerGetBannerList')).toBe(1);
  });

  it('asks again on its first render when the early call failed', async () => {
    startApp();
    sandbox.knobs.forcedCodes.set('subBannerGetBannerList', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    void fetchAnswer(bannersQuery('en')).catch(() => undefined);
    await vi.waitFor(() => expect(sandbox.calls.get('subBannerGetBannerList')).toBe(1));
    await nextTask();
    renderWithApp(<Banner />, { freshCache: false });
    expect(await screen.findAllByRole('group')).toHaveLength(4);
    expect(sandbox.calls.get('subBannerGetBannerList')).toBe(2);
  });
});
