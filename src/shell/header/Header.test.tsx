import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { PageId } from '../../config/page-ids.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { Header } from './Header.tsx';

/** Every in-app page the header can link to: each test routes the ones it needs, whatever site.json ships. */
const headerPages: Record<string, PageId> = {
  '/markets': 'markets',
  '/fiat': 'fiat',
  '/flashPair': 'flashExchange',
  '/financial': 'earn',
  '/missionSystem': 'missions',
  '/twinkle': 'twinkle',
  '/user/login': 'login',
  '/user/register': 'register',
  '/assets/digitalCurrency': 'assetsBalances',
  '/assets/recharge': 'assetsDeposit',
  '/assets/withdraw': 'assetsWithdraw',
  '/tradingOrder': 'tradingOrders',
  '/fiat/ThirdPartyPaymentOrder': 'fiatPaymentOrders',
  '/futuresOrder': 'futuresOrders',
  '/account/userInfo': 'accountUserInfo',
  '/account/verifiy': 'accountVerification',
  '/invite': 'invite',
  '/account/api': 'apiKeys',
  '/account/setting': 'accountSettings',
};
const headerPageIds = new Set(Object.values(headerPages));
const routed =
  (...paths: string[]) =>
  (config: SiteConfig) => {
    config.routes = config.routes.filter((route) => !headerPageIds.has(route.page));
    config.routes.push(...paths.map((path) => ({ path, page: headerPages[path]!, signIn: false })));
  };
const both =
  (...changes: ((config: SiteConfig) => void)[]) =>
  (config: SiteConfig) =>
    changes.forEach((change) => change(config));
const features = (on: Partial<SiteConfig['features']>) => (config: SiteConfig) => Object.assign(config.features, on);

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const navNames = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(' (opens in a new tab)', '').replace('↗', '').trim());

beforeEach(async () => {
  window.innerWidth = 1280;
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});
afterEach(() => Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name)));

describe('header nav', () => {
  it('shows only the links whose switch is on and whose page is routed, external ones always', () => {
    renderWithApp(<Header />, { config: routed() });
    // Shipped: markets and fiat are on but not routed yet; trade is on (external); contract is off.
    expect(navNames()).toEqual(['Spot trading']);
    const spot = within(nav()).getByRole('link', { name: /Spot trading/ });
    expect(spot).toHaveAttribute('href', 'https://trade.sandbox.exchange.example');
    expect(spot).toHaveAttribute('target', '_blank');
    expect(spot).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Lumen Exchange, home page' })).toHaveAttribute('href', '/');
  });

  it('keeps the configured order once the pages are routed', () => {
    renderWithApp(<Header />, { config: routed('/markets', '/fiat', '/missionSystem') });
    expect(navNames()).toEqual(['Markets', 'Fiat', 'Spot trading']);
    expect(within(nav()).getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/markets');
  });

  it('follows the feature switches: contract adds Futures, trade off removes spot trading', () => {
    renderWithApp(<Header />, { config: both(routed(), features({ contract: true, trade: false })) });
    expect(navNames()).toEqual(['Futures']);
    expect(within(nav()).getByRole('link', { name: /Futures/ })).toHaveAttribute(
      'href',
      'https://futures.sandbox.exchange.example',
    );
  });

  it('shows alliance, bridge market and pay only when their header items are on', () => {
    renderWithApp(<Header />, {
      config: both(routed(), (c) =>
        Object.assign(c.header.items, { alliance: true, bridgeMarket: true, payNav: true }),
      ),
    });
    expect(navNames()).toEqual(['Spot trading', 'Alliance', 'Bridge Market', 'Pay']);
  });

  it('hides the markets link when the markets nav item is off', () => {
    renderWithApp(<Header />, { config: both(routed('/markets'), (c) => (c.header.items.marketsNav = false)) });
    expect(navNames()).toEqual(['Spot trading']);
  });

  it('groups spot trade and flash pair in a Trade menu when both show', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />, { config: both(features({ flashPair: true }), routed('/flashPair')) });
    expect(within(nav()).queryByRole('link', { name: /Spot trading/ })).toBeNull();
    await user.click(within(nav()).getByRole('button', { name: 'Trade' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Spot trading (opens in a new tab)', 'Flash exchange']);
    expect(within(menu).getByRole('menuitem', { name: 'Flash exchange' })).toHaveAttribute('href', '/flashPair');
  });

  it('keeps spot trade a plain link while flash pair has no page', () => {
    renderWithApp(<Header />, { config: both(routed(), features({ flashPair: true })) });
    expect(within(nav()).queryByRole('button', { name: 'Trade' })).toBeNull();
    expect(navNames()).toEqual(['Spot trading']);
  });
});

describe('signed out', () => {
  it('offers no Log in or Register while their pages are not routed', () => {
    renderWithApp(<Header />, { config: routed() });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('offers each once its page is routed, Log in coming back to this page', () => {
    renderWithApp(<Header />, { config: routed('/user/login'), route: '/about?tab=team' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login?return=%2Fabout%3Ftab%3Dteam',
    );
    expect(screen.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows Register with its route, and neither when the user menu is off', () => {
    const { unmount } = renderWithApp(<Header />, { config: routed('/user/login', '/user/register') });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/register');
    unmount();
    renderWithApp(<Header />, {
      config: both(routed('/user/login', '/user/register'), (c) => (c.header.items.userMenu = false)),
    });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });
});

/** The Account button is named after the customer it shows. */
const account = 'Account, de***@example.com';

const allAccountPages = routed(
  '/assets/digitalCurrency',
  '/assets/recharge',
  '/assets/withdraw',
  '/tradingOrder',
  '/fiat/ThirdPartyPaymentOrder',
  '/futuresOrder',
  '/account/userInfo',
  '/account/verifiy',
  '/invite',
  '/account/api',
  '/account/setting',
);

async function menuEntries(name: string | RegExp): Promise<string[]> {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name }));
  const entries = within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
  await user.keyboard('{Escape}');
  return entries;
}

describe('signed in', () => {
  it('shows the masked email and only the Account menu while no account page is routed', async () => {
    renderWithApp(<Header />, { signedIn: true, config: routed() });
    expect(screen.getByText('de***@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assets' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Orders' })).toBeNull();
    expect(await menuEntries(account)).toEqual(['Log out']);
  });

  it('lists the assets and account pages once routed, API while API management is on', async () => {
    renderWithApp(<Header />, { signedIn: true, config: allAccountPages });
    expect(await menuEntries('Assets')).toEqual(['Digital currency', 'Deposit', 'Withdraw']);
    expect(await menuEntries(account)).toEqual([
      'Profile',
      'Identity verification',
      'Invite friends',
      'API management',
      'Security settings',
      'Log out',
    ]);
  });

  it('drops API without API management, and adds the testnet with contract', async () => {
    renderWithApp(<Header />, {
      signedIn: true,
      config: both(allAccountPages, features({ apiManagement: false, contract: true })),
    });
    expect(await menuEntries(account)).toEqual([
      'Profile',
      'Identity verification',
      'Invite friends',
      'Security settings',
      'Futures testnet (opens in a new tab)',
      'Log out',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: account }));
    expect(screen.getByRole('menuitem', { name: /Futures testnet/ })).toHaveAttribute(
      'href',
      'https://testnet.sandbox.exchange.example',
    );
  });

  it('gates each order list by its switch', async () => {
    renderWithApp(<Header />, { signedIn: true, config: allAccountPages });
    expect(await menuEntries('Orders')).toEqual(['Trading orders', 'Third-party payment orders']);
  });

  it('adds futures orders with contract', async () => {
    renderWithApp(<Header />, {
      signedIn: true,
      config: both(allAccountPages, features({ contract: true, thirdPartyPayment: false })),
    });
    expect(await menuEntries('Orders')).toEqual(['Trading orders', 'Futures orders']);
  });

  it('hides Orders without an active trading feature, even with third-party payment on', () => {
    renderWithApp(<Header />, {
      signedIn: true,
      config: both(allAccountPages, features({ trade: false, fiat: false, contract: false, thirdPartyPayment: true })),
    });
    expect(screen.queryByRole('button', { name: 'Orders' })).toBeNull();
  });

  it('works the Account menu with the keyboard', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />, { signedIn: true, config: allAccountPages });
    const button = screen.getByRole('button', { name: account });
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Invite friends' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('logs out, the header then showing the visitor', async () => {
    const user = userEvent.setup();
    renderWithApp(<Header />, { signedIn: true, config: routed('/user/login') });
    await user.click(screen.getByRole('button', { name: account }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('de***@example.com')).toBeNull();
  });

  it('says so when logging out fails, and stays signed in', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('customerLogOut', { code: 10001, msg: 'Not now', remaining: 1 });
    renderWithApp(<Header />, { signedIn: true, config: routed() });
    await user.click(screen.getByRole('button', { name: account }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not log you out. Please try again.');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByText('de***@example.com')).toBeInTheDocument();
  });
});
