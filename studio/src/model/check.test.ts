import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDraft } from './check.ts';
import { pathKey } from './paths.ts';
import { featureEffects, shownNavLinks } from './feature-effects.ts';
import { routeWarnings } from './route-warnings.ts';
import type { SiteConfig } from '../../../src/config/site-config.schema.ts';

const shipped = (): SiteConfig =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8'));

describe('the draft as the config check sees it', () => {
  it('files each problem under the key path its field is drawn at, as config:check names it', () => {
    const draft = shipped();
    draft.environments.hosts.prod.exchange = 'not a url';
    draft.routes[2].page = 'nowhere' as SiteConfig['routes'][number]['page'];
    const check = checkDraft(draft);
    expect(check.config).toBeNull();
    expect(check.byPath.get(pathKey(['environments', 'hosts', 'prod', 'exchange']))).toEqual([
      'must be an absolute http(s) URL or a path starting with /, found "not a url"',
    ]);
    expect(check.byPath.get(pathKey(['routes', 2, 'page']))?.[0]).toMatch(/"nowhere"/);
  });

  it('passes the shipped file', () => {
    expect(checkDraft(shipped()).problems).toEqual([]);
  });
});

describe('what a feature switch turns on', () => {
  it('lists the routes, nav links, menu entries and home sections the app shows only with it', () => {
    expect(featureEffects(shipped(), 'flashPair')).toEqual({
      routes: ['/flashPair'],
      navLinks: ['flashPair'],
      menuEntries: [],
      homeSections: [],
    });
    expect(featureEffects(shipped(), 'contract')).toEqual({
      routes: ['/futuresOrder'],
      navLinks: ['futures'],
      menuEntries: ['futuresOrder', 'testnet'],
      homeSections: ['advancedTrading.futures'],
    });
  });

  it('finds a home section a switch brings, and none while the section is off', () => {
    const config = shipped();
    config.features.contract = false;
    expect(featureEffects(config, 'trade').homeSections).toEqual(['advancedTrading.spot']);
    config.home.sections = config.home.sections.map((section) => ({ ...section, on: false }));
    expect(featureEffects(config, 'trade').homeSections).toEqual([]);
  });
});

describe('the nav links shown', () => {
  it('follows the switches and the header items as the header does', () => {
    const config = shipped();
    expect(shownNavLinks(config)).toEqual(['markets', 'fiat', 'spotTrade']);
    config.features.flashPair = true;
    config.header.items.marketsNav = false;
    expect(shownNavLinks(config)).toEqual(['fiat', 'spotTrade', 'flashPair']);
  });
});

describe('route warnings', () => {
  it('warns of a route whose feature is off and of a path routed twice', () => {
    const config = shipped();
    const flash = config.routes.findIndex((route) => route.feature === 'flashPair');
    config.routes.push({ path: '/markets', page: 'markets', signIn: false });
    const warnings = routeWarnings(config);
    expect(warnings.get(flash)).toEqual([
      'features.flashPair is off, so this route does not exist and its links are hidden',
    ]);
    const first = config.routes.findIndex((route) => route.path === '/markets');
    expect(warnings.get(config.routes.length - 1)).toEqual([`/markets is already taken by route ${first + 1}`]);
  });
});
