import { describe, expect, it } from 'vitest';
import { installSiteConfig } from '../../config/site-config.ts';
import { shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { callToAction } from './call-to-action.ts';

function withRoutes(...paths: string[]) {
  const config = shippedSiteConfig();
  config.routes = config.routes.filter((r) => r.path !== '/user/register' && r.path !== '/markets');
  config.routes.push(...paths.map((path) => ({ path, page: 'home', signIn: false })));
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

  it('offers nothing when neither page is routed', () => {
    withRoutes();
    expect(callToAction(false)).toBeNull();
  });
});
