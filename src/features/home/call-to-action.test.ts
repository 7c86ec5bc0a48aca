import { describe, expect, it } from 'vitest';
import { installSiteConfig } from '../../config/site-config.ts';
import { shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { callToAction } from './call-to-action.ts';

const ctaPages: Record<string, 'register' | 'markets'> = {
  '/user/register': 'register',
  '/markets': 'markets',
  '/join': 'register',
};

function withRoutes(...paths: string[]) {
  const config = shippedSiteConfig();
  config.routes = config.routes.filter((r) => r.page !== 'register' && r.page !== 'markets');
  config.routes.push(...paths.map((path) => ({ path, page: ctaPages[path]!, signIn: false })));
  installSiteConfig(config);
}

describe('callToAction', () => {
  it('invites a visitor to register when the register page exists', () => {
    withRoutes('/user/register', '/markets');
    expect(callToAction(false)).toEqual({ to: '/user/register', label: 'home.cta.register' });
  });

  it('leads to the markets without a register page, or for a signed-in customer', () => {
    withRoutes('/markets');
    expect(callToAction(false)).toEqual({ to: '/markets', label: 'home.cta.markets' });
    withRoutes('/user/register', '/markets');
    expect(callToAction(true)).toEqual({ to: '/markets', label: 'home.cta.markets' });
  });

  it('follows the route table when the register page moves', () => {
    withRoutes('/join', '/markets');
    expect(callToAction(false)).toEqual({ to: '/join', label: 'home.cta.register' });
  });

  it('offers nothing when neither page is routed', () => {
    withRoutes();
    expect(callToAction(false)).toBeNull();
  });
});
