// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkSiteConfig, checkSiteConfigText } from './check-site-config.ts';

const shipped = JSON.parse(readFileSync(resolve(process.cwd(), 'site-config/site.json'), 'utf8'));
const withChange = (change: (c: Record<string, any>) => void) => {
  const copy = structuredClone(shipped);
  change(copy);
  return checkSiteConfig(copy);
};
const problemsOf = (result: ReturnType<typeof checkSiteConfig>) =>
  result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);

describe('site-config check', () => {
  it('accepts the shipped site.json', () => {
    expect(problemsOf(checkSiteConfig(shipped))).toEqual([]);
  });

  it.each([
    ['a misspelt key', (c: any) => (c.brand.colour = '#000000'), 'brand.colour: unknown key "colour"'],
    [
      'a colour in words',
      (c: any) => (c.brand.colors.primary = 'blue'),
      'brand.colors.primary: must be a colour as #rrggbb, found "blue"',
    ],
    ['a switch as text', (c: any) => (c.features.fiat = 'yes'), 'features.fiat: expected true or false, found "yes"'],
    ['a missing block', (c: any) => delete c.currency, 'currency: is missing'],
    ['an unknown environment', (c: any) => (c.environments.active = 'staging'), 'environments.active: must be one of'],
    ['a bad email', (c: any) => (c.brand.supportEmail = 'support'), 'brand.supportEmail: must be an email address'],
    [
      'an unknown home section',
      (c: any) => c.home.sections.push({ id: 'hero', on: true }),
      `home.sections[${shipped.home.sections.length}].id: must be one of`,
    ],
    [
      'a host that is not a URL',
      (c: any) => (c.environments.hosts.prod.api = 'api.example.com'),
      'environments.hosts.prod.api: must be an absolute http(s) URL or a path',
    ],
    [
      'a route path without a slash',
      (c: any) => (c.routes[1].path = 'about'),
      'routes[1].path: must be a path starting with /',
    ],
    ['an empty brand name', (c: any) => (c.brand.name = ''), 'brand.name: must have at least 1 character'],
    ['a fractional year', (c: any) => (c.footer.copyrightYear = 2024.5), 'footer.copyrightYear:'],
    ['an unknown feature gate', (c: any) => (c.routes[1].feature = 'lending'), 'routes[1].feature: must be one of'],
    ['an unknown switch gate', (c: any) => (c.routes[1].switch = 'banner'), 'routes[1].switch: must be one of'],
    [
      'a lower-case currency',
      (c: any) => (c.currency.default = 'ngn'),
      'currency.default: must be a three-letter currency code',
    ],
    ['an unknown chat provider', (c: any) => (c.chat.provider = 'intercom'), 'chat.provider: must be one of "crisp"'],
    [
      'a provider id with spaces',
      (c: any) => (c.analytics.id = 'my site'),
      'analytics.id: must be an id of up to 100 letters, digits, dots, dashes or underscores',
    ],
    [
      'an image host that is a path',
      (c: any) => (c.environments.hosts.prod.images = ['/img']),
      'environments.hosts.prod.images[0]: must be an absolute http(s) URL',
    ],
  ])('reports %s with its key path', (_name, change, expected) => {
    expect(problemsOf(withChange(change)).join('\n')).toContain(expected);
  });

  it.each([
    [
      'a path routed twice',
      (c: any) => c.routes.push({ path: '/about', page: 'about', signIn: false }),
      `routes[${shipped.routes.length}].path: "/about" is already routed by routes[${shipped.routes.findIndex((r: any) => r.path === '/about')}]`,
    ],
    [
      'no home page',
      (c: any) => (c.routes = c.routes.filter((r: any) => r.page !== 'home')),
      'routes: must route the "home" page (without a feature switch)',
    ],
    [
      'a default language that cannot be picked',
      (c: any) => (c.languages.default = 'zh-CN'),
      'languages.default: "zh-CN" must also be in languages.selectable',
    ],
    [
      'chat on without its block',
      (c: any) => delete c.chat,
      'chat: is missing: switches.chat is on, so name the provider and your id here',
    ],
    [
      'analytics on without a host in the active environment',
      (c: any) => delete c.environments.hosts.sandbox.analytics,
      'environments.hosts.sandbox.analytics: is missing: switches.analytics is on, so the active environment must say where the analytics provider is',
    ],
    [
      'a home section listed twice',
      (c: any) => c.home.sections.push({ id: 'banner', on: false }),
      `home.sections[${shipped.home.sections.length}].id: "banner" is listed twice`,
    ],
  ])('reports %s across keys', (_name, change, expected) => {
    expect(problemsOf(withChange(change))).toContain(expected);
  });

  it('lets a switched-off chat or analytics go without its block and hosts', () => {
    const result = withChange((c) => {
      c.switches.chat = false;
      c.switches.analytics = false;
      delete c.chat;
      delete c.analytics;
      for (const hosts of Object.values<any>(c.environments.hosts)) {
        delete hosts.chat;
        delete hosts.analytics;
      }
    });
    expect(problemsOf(result)).toEqual([]);
  });

  it('reports every problem of a file at once', () => {
    const result = withChange((c) => {
      c.brand.colour = 'x';
      c.features.trade = 1;
    });
    expect(problemsOf(result)).toHaveLength(2);
  });

  it('reports a file that is not JSON', () => {
    expect(problemsOf(checkSiteConfigText('{ "brand": '))[0]).toMatch(/^\(file\): is not valid JSON/);
  });
});
