import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import { Layout } from './Layout.tsx';
import { whileLoading } from './loading.ts';
import { sandbox } from '../../tests/setup/dom.ts';

// The header is another piece's work; here only whether the frame shows it matters.
vi.mock('./header/Header.tsx', () => ({ Header: () => <header>Site header</header> }));

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const weChat =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.34.2340 WeChat/arm64';
const header = () => screen.queryByRole('banner');
const footer = () => screen.queryByRole('contentinfo');
const downloadBanner = () => screen.queryByRole('complementary', { name: 'Get the app' });
const root = (container: HTMLElement) => container.querySelector('.layout')!;

beforeEach(() => {
  window.innerWidth = 1280;
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
});

describe('Layout', () => {
  it('shows header, footer and download banner on an ordinary page, in the desktop layout', async () => {
    const { container } = renderWithApp(<Layout />, { route: '/' });
    expect(header()).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(downloadBanner()).toBeInTheDocument();
    expect(root(container)).toHaveAttribute('data-layout', 'desktop');
    expect(root(container)).toHaveAttribute('data-source', 'web');
  });

  it('hides header, footer and download banner in app mode (from=app) and marks the source', () => {
    const { container } = renderWithApp(<Layout />, { route: '/?from=app' });
    expect(header()).not.toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
    expect(downloadBanner()).not.toBeInTheDocument();
    expect(root(container)).toHaveAttribute('data-source', 'app');
    expect(Cookies.get('lumen_source')).toBe('app');
  });

  it('hides the footer and the download banner on /download', () => {
    renderWithApp(<Layout />, { route: '/download' });
    expect(header()).toBeInTheDocument();
    expect(footer()).not.toBeInTheDocument();
    expect(downloadBanner()).not.toBeInTheDocument();
  });

  it('shows no download banner when the download switch is off', () => {
    renderWithApp(<Layout />, { config: (c) => void (c.switches.download = false) });
    expect(downloadBanner()).not.toBeInTheDocument();
  });

  it('keeps the download banner closed once closed', async () => {
    const first = renderWithApp(<Layout />);
    await userEvent.click(screen.getByRole('button', { name: 'Close the app invitation' }));
    expect(downloadBanner()).not.toBeInTheDocument();
    first.unmount();
    renderWithApp(<Layout />);
    expect(downloadBanner()).not.toBeInTheDocument();
  });

  it('sends a WeChat browser to /download', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(weChat);
    const { router } = renderWithApp(<Layout />, { route: '/about' });
    await waitFor(() => expect(router.location.pathname).toBe('/download'));
  });

  it('uses the mobile layout below the breakpoint', () => {
    window.innerWidth = 390;
    const { container } = renderWithApp(<Layout />);
    expect(root(container)).toHaveAttribute('data-layout', 'mobile');
  });

  it('covers the page with a spinner while the loading flag is set', async () => {
    const { container } = renderWithApp(<Layout />);
    let finish!: () => void;
    let work!: Promise<void>;
    act(() => {
      work = whileLoading(new Promise<void>((resolve) => (finish = resolve)));
    });
    // The layout's own status child that says "Loading…" (the toast region is another).
    const cover = () =>
      [...container.querySelectorAll('.layout > [role="status"]')].find((s) => s.textContent === 'Loading…') ?? null;
    expect(cover()).toHaveTextContent('Loading…');
    await act(async () => {
      finish();
      await work;
    });
    expect(cover()).toBeNull();
  });
});
