import { describe, expect, it } from 'vitest';
import { shippedSiteConfig } from '../../tests/setup/render-app.tsx';
import type { SiteConfig } from './site-config.schema.ts';
import { installSiteConfig } from './site-config.ts';
import { isRouted, loginHref, pageAt, pagePath, pageRoutes, routedPath } from './page-paths.ts';

function withRoutes(edit: (config: SiteConfig) => void): void {
  const config = shippedSiteConfig();
  edit(config);
  installSiteConfig(config);
}

const renamed = (from: string, to: string) => (config: SiteConfig) => {
  config.routes = config.routes.map((r) => (r.path === from ? { ...r, path: to } : r));
};

describe('pagePath', () => {
  it('gives the path the route table routes a page at', () => {
    installSiteConfig(shippedSiteConfig());
    expect(pagePath('home')).toBe('/');
    expect(pagePath('assetsWithdraw')).toBe('/assets/withdraw');
  });

  it('follows a route the operator renamed', () => {
    withRoutes(renamed('/assets/withdraw', '/wallet/send'));
    expect(pagePath('assetsWithdraw')).toBe('/wallet/send');
    expect(pageAt('/wallet/send')).toBe('assetsWithdraw');
    expect(pageAt('/assets/withdraw')).toBeUndefined();
  });

  it('adds the query, leaving out empty values, and the fragment', () => {
    installSiteConfig(shippedSiteConfig());
    expect(pagePath('assetsRecords', { query: { type: 'deposit', coin: 'BTC', page: undefined, tab: '' } })).toBe(
      '/assets/financialRecords?type=deposit&coin=BTC',
    );
    expect(pagePath('accountSettings', { query: { return: '/assets/withdraw?coin=BTC' }, hash: 'pin' })).toBe(
      '/account/setting?return=%2Fassets%2Fwithdraw%3Fcoin%3DBTC#pin',
    );
  });

  it("fills in a route's parameters, escaped", () => {
    withRoutes((config) => (config.features.news = true));
    expect(pagePath('newsDetail', { params: { id: 503 } })).toBe('/news/detail/503');
    expect(pagePath('newsDetail', { params: { id: 'a b/c' } })).toBe('/news/detail/a%20b%2Fc');
  });

  it('gives an address no route matches, so the not-found page, for a parameter left out', () => {
    withRoutes((config) => (config.features.news = true));
    expect(pagePath('newsDetail')).toBe('/news/detail/');
    expect(pageAt(pagePath('newsDetail'))).toBeUndefined();
  });

  it('gives the not-found page for a page switched off or absent from the table, and says it is not routed', () => {
    withRoutes((config) => {
      config.features.apiManagement = false;
      config.routes = config.routes.filter((r) => r.page !== 'about');
    });
    expect(pagePath('apiKeys')).toBe('/error/404');
    expect(pagePath('about', { query: { tab: 'team' } })).toBe('/error/404');
    expect(isRouted('apiKeys')).toBe(false);
    expect(isRouted('about')).toBe(false);
    expect(isRouted('help')).toBe(true);
  });

  it('gives the home page when even the not-found page has no route', () => {
    withRoutes((config) => (config.routes = config.routes.filter((r) => !['about', 'notFound'].includes(r.page))));
    expect(pagePath('about')).toBe('/');
  });

  it("takes a page's first route in table order", () => {
    withRoutes((config) =>
      config.routes.unshift(
        { path: '/help-centre', page: 'help', signIn: false },
        { path: '/faq', page: 'help', signIn: false },
      ),
    );
    expect(pagePath('help')).toBe('/help-centre');
    expect(pageRoutes('help').map((r) => r.path)).toEqual(['/help-centre', '/faq', '/help']);
    expect(pageAt('/faq')).toBe('help');
  });
});

describe('routedPath', () => {
  it("gives a routed page's address, and nothing for a page switched off", () => {
    withRoutes((config) => (config.features.apiManagement = false));
    expect(routedPath('assetsRecords', { query: { type: 'withdraw' } })).toBe('/assets/financialRecords?type=withdraw');
    expect(routedPath('apiKeys')).toBeUndefined();
  });
});

describe('loginHref', () => {
  it('gives the login page with the way back, or without one', () => {
    installSiteConfig(shippedSiteConfig());
    expect(loginHref('/assets/withdraw?coin=BTC')).toBe('/user/login?return=%2Fassets%2Fwithdraw%3Fcoin%3DBTC');
    expect(loginHref()).toBe('/user/login');
  });

  it('follows a renamed login route', () => {
    withRoutes(renamed('/user/login', '/sign-in'));
    expect(loginHref('/markets')).toBe('/sign-in?return=%2Fmarkets');
  });
});
