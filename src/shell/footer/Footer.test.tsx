import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageId } from '../../config/page-ids.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { Footer } from './Footer.tsx';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const pages: Record<string, PageId> = {
  '/': 'home',
  '/about': 'about',
  '/download': 'download',
  '/markets': 'markets',
  '/help': 'help',
  '/fiat': 'fiat',
};

/** Routes the home, about and download pages plus these, and nothing else. */
const routed =
  (...paths: string[]) =>
  (config: SiteConfig) =>
    void (config.routes = ['/', '/about', '/download', ...paths].map((path) => ({
      path,
      page: pages[path]!,
      signIn: false,
    })));
const failNext = (operationId: string, count = 1) =>
  sandbox.knobs.forcedCodes.set(operationId, { code: 77001, msg: 'Sandbox answer', remaining: count });
const contactLine = (which: 'business' | 'support') => document.querySelector(`[data-contact="${which}"]`)!;

afterEach(() => sandbox.reset());

describe('Footer', () => {
  it('shows every block the shipped site-config switches on', async () => {
    renderWithApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Lumen Exchange' })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('navigation', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Explore' })).toBeInTheDocument();
    expect(await screen.findByText(/Business cooperation:/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Follow us' })).toBeInTheDocument();
    expect(screen.getByText(/Risk warning:/)).toHaveTextContent('Lumen Exchange does not give investment advice.');
    expect(screen.getByText('© 2024 Lumen Exchange. All rights reserved.')).toBeInTheDocument();
  });

  it('shows no block whose footer item is off', async () => {
    renderWithApp(<Footer />, {
      config: (c) =>
        Object.keys(c.footer.items).forEach((k) => (c.footer.items[k as keyof typeof c.footer.items] = false)),
    });
    expect(screen.getByRole('contentinfo').textContent).toBe('');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(sandbox.calls.get('commonSettingGetContactUs') ?? 0).toBe(0);
    expect(sandbox.calls.get('commonSettingGetFooterLinks') ?? 0).toBe(0);
  });

  it('puts the copyright year of the site-config in the copyright line', () => {
    renderWithApp(<Footer />, { config: (c) => void (c.footer.copyrightYear = 2031) });
    expect(screen.getByText('© 2031 Lumen Exchange. All rights reserved.')).toBeInTheDocument();
  });

  it('links only the in-app pages the route table has', async () => {
    renderWithApp(<Footer />, { config: routed('/markets', '/help') });
    const nav = screen.getByRole('navigation', { name: 'Explore' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/about', '/markets', '/help', '/download']);
  });

  it("shows the server's link groups, keeping links to pages that exist", async () => {
    renderWithApp(<Footer />, { config: routed('/markets', '/fiat') });
    const products = await screen.findByRole('navigation', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Markets', 'Buy crypto']);
    // The Support and Legal groups lead to pages this site-config does not route.
    expect(screen.queryByRole('navigation', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('offers a retry when the link groups fail', async () => {
    failNext('commonSettingGetFooterLinks');
    renderWithApp(<Footer />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'About' })).toBeInTheDocument();
  });

  it('shows the partner sites with the links item, each in a new tab that cannot reach back', async () => {
    renderWithApp(<Footer />);
    const partners = await screen.findByRole('navigation', { name: 'Partners' });
    const links = within(partners).getAllByRole('link');
    expect(links.slice(0, 2).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['CoinMarketCap', 'https://coinmarketcap.com/'],
      ['CoinGecko', 'https://www.coingecko.com/'],
    ]);
    expect(links).toHaveLength(5);
    expect(
      links.every((a) => a.getAttribute('target') === '_blank' && a.getAttribute('rel') === 'noopener noreferrer'),
    ).toBe(true);
  });

  it('leaves the partner column out when its call fails, and with the links item off', async () => {
    failNext('commonSettingGetFreindLinks');
    renderWithApp(<Footer />);
    expect(await screen.findByRole('navigation', { name: 'About' })).toBeInTheDocument();
    await waitFor(() => expect(sandbox.calls.get('commonSettingGetFreindLinks')).toBe(1));
    expect(screen.queryByRole('navigation', { name: 'Partners' })).not.toBeInTheDocument();
  });

  it("shows the contact call's lines with mail links", async () => {
    renderWithApp(<Footer />);
    await screen.findByText(/Business cooperation:/);
    expect(within(contactLine('business') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'mailto:business@sandbox-exchange.example',
    );
    expect(contactLine('support')).toHaveTextContent('Customer support: support@sandbox-exchange.example');
  });

  it("falls back to the brand's addresses when the contact call fails", async () => {
    failNext('commonSettingGetContactUs');
    renderWithApp(<Footer />);
    expect(await screen.findByRole('link', { name: 'business@lumen.exchange.example' })).toHaveAttribute(
      'href',
      'mailto:business@lumen.exchange.example',
    );
    expect(contactLine('business')).toHaveTextContent('Business cooperation: business@lumen.exchange.example');
    expect(contactLine('support')).toHaveTextContent('Customer support: support@lumen.exchange.example');
  });

  it("names each social link by network, the brand's first, then the call's others", async () => {
    renderWithApp(<Footer />);
    const community = screen.getByRole('list', { name: 'Follow us' });
    await within(community).findByRole('link', { name: 'Lumen Exchange on Discord' });
    const links = within(community).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Lumen Exchange on X',
      'Lumen Exchange on Telegram',
      'Lumen Exchange on Facebook',
      'Lumen Exchange on YouTube',
      'Lumen Exchange on Discord',
    ]);
    expect(links[0]).toHaveAttribute('href', 'https://x.com/lumenexchange');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0].querySelector('svg')).not.toBeNull();
  });
});
