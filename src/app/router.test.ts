import { describe, expect, it } from 'vitest';
import { installSiteConfig } from '../config/site-config.ts';
import { shippedSiteConfig } from '../../tests/setup/render-app.tsx';
import { pageComponent } from './page-components.ts';
import { landingRoute, preloadLandingPage } from './router.tsx';

describe('landingRoute', () => {
  it('finds the route an address lands on', () => {
    installSiteConfig(shippedSiteConfig());
    expect(landingRoute('/').page).toBe('home');
    expect(landingRoute('/user/login').page).toBe('login');
  });

  it('lands on the 404 page for an unknown address, and for a route whose switch is off', () => {
    const config = shippedSiteConfig();
    config.features.apiManagement = false;
    installSiteConfig(config);
    expect(landingRoute('/no/such/page').page).toBe('notFound');
    expect(landingRoute('/account/api').page).toBe('notFound');
  });

  it('routes the announcement pages only while the bulletin switch is on, and the news pages only with news on', () => {
    const config = shippedSiteConfig();
    installSiteConfig(config);
    expect(landingRoute('/notice/detail').page).toBe('noticeDetail');
    expect(landingRoute('/news/detail/503').page).toBe('notFound');
    config.switches.bulletin = false;
    config.features.news = true;
    installSiteConfig(config);
    expect(landingRoute('/notice/list').page).toBe('notFound');
    expect(landingRoute('/news/detail/503').page).toBe('newsDetail');
  });

  it('preloads the login page for a signed-out visit to a page that needs sign-in', async () => {
    installSiteConfig(shippedSiteConfig());
    expect(preloadLandingPage('/account/userInfo', false).page).toBe('login');
    expect(preloadLandingPage('/account/userInfo', true).page).toBe('accountUserInfo');
    expect(preloadLandingPage('/about', false).page).toBe('about');
    // The preloads run on; the test ends once they have, not while a chunk is still importing.
    await Promise.all([
      pageComponent('login').load(),
      pageComponent('accountUserInfo').load(),
      pageComponent('about').load(),
    ]);
  });
});
