import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { Header } from './Header.tsx';

const routed = (config: SiteConfig) => {
  config.routes.push(
    ...(
      [
        ['/markets', 'markets'],
        ['/assets/recharge', 'assetsDeposit'],
        ['/account/userInfo', 'accountUserInfo'],
      ] as const
    ).map(([path, page]) => ({ path, page, signIn: false })),
  );
};

beforeEach(async () => {
  window.innerWidth = 390;
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});
afterEach(() => {
  window.innerWidth = 1024;
});

describe('mobile side menu', () => {
  it('moves the nav and menus into a side menu that a followed link closes', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<Header />, { signedIn: true, config: routed });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
    const open = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(within(menu).getByText('de***@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('region', { name: 'Assets' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('link', { name: 'Markets' }));
    expect(router.location.pathname).toBe('/markets');
    expect(screen.queryByRole('heading', { name: 'Menu' })).toBeNull();
    expect(open).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />);
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 })).getByRole('link', {
        name: /Spot trading/,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the menu' }));
    expect(screen.queryByRole('heading', { name: 'Menu' })).toBeNull();
  });
});
