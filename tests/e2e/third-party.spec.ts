/**
 * The chat and analytics switches: while on, the sandbox environment's stand-in providers load
 * once the page is idle and hear of each page the visitor opens (the path only); while off,
 * nothing at all is asked of them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { test, expect, type SandboxKnobs } from './fixtures.ts';
import { settle } from './page-clock.ts';
import { signInAs, demo } from './session.ts';

const shipped: SiteConfig = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8'),
);

interface ProviderLog {
  loads: Record<string, number>;
  pageViews: { website: string; url: string; referrer: string }[];
  chat: { websiteId: string; command: unknown[] }[];
}

const log = (sandbox: SandboxKnobs) => sandbox.read<ProviderLog>('providers');
const pageViews = async (sandbox: SandboxKnobs) => (await log(sandbox)).pageViews.map((view) => view.url);
/** The pages the chat was told of ($crisp session:data "page"). */
const chatPages = (entries: ProviderLog['chat']) =>
  entries.filter((e) => e.command[1] === 'session:data').map((e) => (e.command[2] as string[][][])[0][0][1]);

/** Every request the page makes to a provider, and for the chunk that loads them. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/__sandbox/providers/') || path.includes('/start-providers-')) seen.push(path);
  });
  return seen;
}

const switchesOff = (...off: ('chat' | 'analytics')[]) => {
  const config = structuredClone(shipped);
  for (const id of off) config.switches[id] = false;
  return { config };
};

test('with both on, the chat and the page-view measure load once and hear of each page once', async ({
  page,
  sandbox,
}) => {
  await page.goto('/?utm_source=newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => pageViews(sandbox)).toEqual(['/']);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect.poll(() => pageViews(sandbox)).toEqual(['/', '/user/login']);
  await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
  await expect.poll(() => pageViews(sandbox)).toEqual(['/', '/user/login', '/user/register']);
  const { loads, chat, pageViews: views } = await log(sandbox);
  expect(loads).toEqual({ crisp: 1, umami: 1 });
  expect(chatPages(chat)).toEqual(['/', '/user/login', '/user/register']);
  expect(chat.every((entry) => entry.websiteId === shipped.chat!.id)).toBe(true);
  expect(views.every((view) => view.website === shipped.analytics!.id)).toBe(true);
});

test('page views carry the path only: no query, no customer data, and no cookie of their own', async ({
  page,
  sandbox,
}) => {
  const session = await signInAs(page);
  await page.goto('/account/userInfo?utm_source=mail');
  await expect(page.getByText(demo.email).first()).toBeVisible();
  await expect.poll(() => pageViews(sandbox)).toEqual(['/account/userInfo']);
  const sent = JSON.stringify((await log(sandbox)).pageViews);
  for (const personal of [demo.email, String(session.UserInfo.UserId), session.Token, 'utm_source'])
    expect(sent).not.toContain(personal);
  expect(
    (await page.context().cookies())
      .map((c) => c.name)
      .filter((name) => !name.startsWith(`${shipped.brand.cookiePrefix}_`)),
  ).toEqual([]);
});

test('with chat off, page views still go out and nothing is asked of the chat provider', async ({ page, sandbox }) => {
  const requests = watchRequests(page);
  await sandbox.set('site-config', switchesOff('chat'));
  await page.goto('/');
  await expect.poll(() => pageViews(sandbox)).toEqual(['/']);
  expect((await log(sandbox)).loads).toEqual({ umami: 1 });
  expect(requests.filter((path) => path.includes('/crisp/'))).toEqual([]);
});

test('with analytics off, the chat loads and no page view is sent', async ({ page, sandbox }) => {
  const requests = watchRequests(page);
  await sandbox.set('site-config', switchesOff('analytics'));
  await page.goto('/');
  await expect.poll(async () => chatPages((await log(sandbox)).chat)).toEqual(['/']);
  expect((await log(sandbox)).loads).toEqual({ crisp: 1 });
  expect(requests.filter((path) => path.includes('/umami/'))).toEqual([]);
});

test('in app mode the chat never loads, page views still go out', async ({ page, sandbox }) => {
  const requests = watchRequests(page);
  await page.goto('/?from=app');
  await expect.poll(() => pageViews(sandbox)).toEqual(['/']);
  expect((await log(sandbox)).loads).toEqual({ umami: 1 });
  expect(requests.filter((path) => path.includes('/crisp/'))).toEqual([]);
});

test('with both off, neither provider nor the code that loads them is asked for', async ({ page, sandbox }) => {
  const requests = watchRequests(page);
  await sandbox.set('site-config', switchesOff('chat', 'analytics'));
  await page.goto('/');
  // The providers would start loading once the page has loaded and the browser is idle.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await log(sandbox)).toEqual({ loads: {}, pageViews: [], chat: [] });
});

/** The providers as production names them, each on its own host, which the test then blocks. */
const blockedProviders = [
  { name: 'Crisp', kind: 'chat', host: 'https://client.crisp.chat', script: '/l.js' },
  { name: 'Umami', kind: 'analytics', host: 'https://cloud.umami.is', script: '/script.js' },
  { name: 'Matomo', kind: 'analytics', host: 'https://matomo.exchange.example', script: '/matomo.js' },
] as const;

test.describe('a provider blocked by a content blocker fails quietly', () => {
  for (const blocked of blockedProviders) {
    test(`${blocked.name}: one request, one warning, no error, and the app carries on`, async ({ page, sandbox }) => {
      const config = structuredClone(shipped);
      config.environments.hosts.sandbox[blocked.kind] = blocked.host;
      if (blocked.name === 'Matomo') config.analytics = { provider: 'matomo', id: '7' };
      await sandbox.set('site-config', { config });
      const asked: string[] = [];
      await page.route(`${blocked.host}/**`, (route) => {
        asked.push(new URL(route.request().url()).pathname);
        return route.abort('blockedbyclient');
      });
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The browser's own line for the refused request is not the app's.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.clock.install();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => asked).toEqual([blocked.script]);
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Register' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
      await expect
        .poll(() => warnings.filter((text) => text.includes(blocked.host)))
        .toEqual([`${blocked.host}${blocked.script} did not load: the page carries on without it`]);
      // Never asked again, however long the visitor stays (on the page's own clock).
      await page.clock.runFor(30_000);
      await settle(page);
      await page.evaluate(() => fetch('/site.json'));
      expect(asked).toEqual([blocked.script]);
      expect(warnings.filter((text) => text.includes(blocked.host))).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }
});
