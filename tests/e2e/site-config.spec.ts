/**
 * The site-config's life cycle in the browser: an operator rebrands and switches features by
 * serving another site.json (no rebuild), and a broken file gives the operator page that lists
 * each offending key path, the same paths `npm run config:check <file>` prints.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

const root = resolve(import.meta.dirname, '../..');
const shippedFile = resolve(root, 'site-config/site.json');
type Json = Record<string, unknown>;
interface RouteEntry {
  path: string;
  page: string;
  signIn: boolean;
  feature?: string;
}

/** A fresh copy of the shipped site.json, changed by `edit`. */
function siteConfig(
  edit: (
    config: Json & {
      brand: Json & { colors: Json };
      features: Json;
      routes: RouteEntry[];
      environments: { hosts: Record<string, Json> };
    },
  ) => void,
): Json {
  const config = JSON.parse(readFileSync(shippedFile, 'utf8'));
  edit(config);
  return config;
}

const shippedRouteCount = (JSON.parse(readFileSync(shippedFile, 'utf8')) as { routes: unknown[] }).routes.length;

/** The shipped routes, with /about gated by the news switch. */
const aboutBehindNews = (news: boolean) =>
  siteConfig((c) => {
    c.features.news = news;
    c.routes = c.routes.map((r) =>
      r.path === '/about' ? { path: '/about', page: 'about', signIn: false, feature: 'news' } : r,
    );
  });

test.describe('no rebuild to rebrand', () => {
  test('a served config with a new brand name and colour shows them after a reload', async ({ page, sandbox }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Lumen Exchange');
    await sandbox.set('site-config', {
      config: siteConfig((c) =>
        Object.assign(c.brand, { name: 'Northwind Exchange', colors: { ...c.brand.colors, primary: '#0f766e' } }),
      ),
    });
    await page.reload();
    await expect(page).toHaveTitle('Northwind Exchange');
    await expect(page.getByRole('banner').getByText('Northwind Exchange', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Northwind Exchange');
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()),
    ).toBe('#0f766e');
  });
});

test.describe('a switch off removes its routes', () => {
  test('/about gated by news is not found while news is off', async ({ page, sandbox }) => {
    await sandbox.set('site-config', { config: aboutBehindNews(false) });
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('/about gated by news is the about page once news is on', async ({ page, sandbox }) => {
    await sandbox.set('site-config', { config: aboutBehindNews(true) });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Lumen Exchange' })).toBeVisible();
  });
});

/** Broken files and the key paths the operator must be shown, in the order they are listed. */
const brokenFiles: { name: string; text: string; paths: string[] }[] = [
  { name: 'invalid JSON', text: '{ "brand": { "name": "Lumen Exchange", }', paths: ['(file)'] },
  {
    name: 'a misspelt key "colour"',
    text: JSON.stringify(
      siteConfig((c) => {
        c.brand.colour = c.brand.colors;
        delete (c.brand as Json).colors;
      }),
    ),
    paths: ['brand.colors', 'brand.colour'],
  },
  {
    name: 'a switch written as text',
    text: JSON.stringify(siteConfig((c) => (c.features.news = 'false'))),
    paths: ['features.news'],
  },
  {
    name: 'an unknown page id in the route table',
    text: JSON.stringify(siteConfig((c) => (c.routes[1].page = 'aboutUs'))),
    paths: ['routes[1].page'],
  },
  { name: 'a missing block', text: JSON.stringify(siteConfig((c) => delete c.footer)), paths: ['footer'] },
  {
    name: 'a bad host URL',
    text: JSON.stringify(siteConfig((c) => (c.environments.hosts.sandbox.api = 'api.sandbox.example'))),
    paths: ['environments.hosts.sandbox.api'],
  },
  {
    name: 'a colour that is not #rrggbb',
    text: JSON.stringify(siteConfig((c) => (c.brand.colors.primary = 'blue'))),
    paths: ['brand.colors.primary'],
  },
  {
    name: 'a text colour unreadable on its page',
    text: JSON.stringify(siteConfig((c) => (c.brand.theme = { dark: { text: '#334155' } }))),
    paths: ['brand.theme.dark.text', 'brand.theme.dark.text'],
  },
  {
    name: 'a path routed twice',
    text: JSON.stringify(siteConfig((c) => c.routes.push({ path: '/about', page: 'download', signIn: false }))),
    paths: [`routes[${shippedRouteCount}].path`],
  },
  // Files the app itself stumbles on while starting, before the check has spoken.
  ...(['features', 'home', 'switches', 'routes', 'languages'] as const).map((section) => ({
    name: `no ${section} section`,
    text: JSON.stringify(siteConfig((c) => delete c[section])),
    paths: [section],
  })),
  { name: 'a home that is a number', text: JSON.stringify(siteConfig((c) => (c.home = 5))), paths: ['home'] },
  { name: 'routes as an object', text: JSON.stringify(siteConfig((c) => (c.routes = {} as never))), paths: ['routes'] },
  { name: 'analytics as text', text: JSON.stringify(siteConfig((c) => (c.analytics = 'x'))), paths: ['analytics'] },
  {
    name: 'a language that is a number',
    text: JSON.stringify(siteConfig((c) => (c.languages = { default: 0 }))),
    paths: ['languages.default', 'languages.selectable'],
  },
];

async function operatorPagePaths(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1, name: "This site's configuration needs fixing" })).toBeVisible();
  await expect(page).toHaveTitle('Configuration problem');
  // The operator page is the app's as soon as it shows: it holds back no click (src/lib/head-script.ts).
  await expect(page.locator('html')).not.toHaveAttribute('data-starting');
  return page.locator('table tbody tr td:first-child').allInnerTexts();
}

/**
 * `npm run config:check <file ...>`, once for all the files: its exit code, what it printed, and the
 * key paths it lists under each file's name (lines "  path: message" after "file: N problems").
 */
function configCheck(
  files: string[],
): Promise<{ status: number | null; output: string; paths: Map<string, string[]> }> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', '--silent', 'config:check', ...files], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', fail);
    child.on('close', (status) => {
      const paths = new Map<string, string[]>();
      let file = '';
      for (const line of errors.split('\n')) {
        const listed = /^ {2}(.+?): /.exec(line);
        if (listed) paths.get(file)!.push(listed[1]!);
        else if (/: \d+ (problem|warning)/.test(line)) {
          file = line.slice(0, line.lastIndexOf(': '));
          paths.set(file, paths.get(file) ?? []);
        }
      }
      done({ status, output: output + errors, paths });
    });
  });
}

test.describe('a bad config never gives a blank page', () => {
  for (const broken of brokenFiles) {
    test(`${broken.name}: the operator page lists ${broken.paths.join(', ')}`, async ({ page, sandbox }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await sandbox.set('site-config', { text: broken.text });
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      expect(await operatorPagePaths(page)).toEqual(broken.paths);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('npm run config:check <file ...>', () => {
  const dir = mkdtempSync(join(tmpdir(), 'site-config-'));
  const files = brokenFiles.map((broken, i) => {
    const file = join(dir, `broken-${i}.json`);
    writeFileSync(file, broken.text);
    return file;
  });
  // One run checks every file, as an operator with several brands would: each is listed under its name.
  let checked: ReturnType<typeof configCheck> | null = null;
  const missing = join(dir, 'missing.json');
  const checkAll = () => (checked ??= configCheck([...files, missing, 'site-config/site.json']));

  test('a run with broken and missing files among good ones exits 1, names each, and passes the good one', async () => {
    const result = await checkAll();
    expect(result.status, result.output).toBe(1);
    expect(result.output).toContain(`${missing}: cannot be read`);
    expect(result.output).toContain('site-config/site.json: OK');
  });

  for (const [i, broken] of brokenFiles.entries()) {
    test(`${broken.name}: prints ${broken.paths.join(', ')}`, async () => {
      const result = await checkAll();
      expect(result.paths.get(files[i]!), result.output).toEqual(broken.paths);
    });
  }

  test('the shipped site-config/site.json alone passes and exits 0', async () => {
    const result = await configCheck(['site-config/site.json']);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain('site-config/site.json: OK');
  });
});
