/**
 * The content pages in the browser: announcements from the header's popover to one announcement
 * and an unknown one, the help centre's search, a paged category and a tutorial video, a news
 * story's pictures (and no news at all while the switch is off), the terms page switched by its
 * address, every content page in English and French and one in traditional Chinese, and no script
 * from the hostile markup the sandbox plants in server HTML ever running.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations, useTheme } from './axe.ts';
import { requestedPaths } from './hold-back.ts';
import { test, expect, type SandboxKnobs } from './fixtures.ts';

test.use({ bypassCSP: true });

const root = resolve(import.meta.dirname, '../..');
const readJson = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8'));
const brandName = 'Lumen Exchange';
/** A page's description, from its area's descriptions/<language>.json. */
const description = (language: string, page: string) => {
  const areas = readdirSync(resolve(root, 'src/features'));
  const files = areas
    .map((area) => `src/features/${area}/descriptions/${language}.json`)
    .filter((file) => existsSync(resolve(root, file)));
  const texts = Object.assign({}, ...files.map(readJson)) as Record<string, string>;
  return texts[page]!.replace('{brand}', brandName);
};

/** The page's description in English, as every content page sets it. */
const expectDescribed = (page: Page, id: string) =>
  expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description('en', id));

/** The shipped site.json with the news switch on. */
const withNews = async (sandbox: SandboxKnobs) => {
  const config = readJson('site-config/site.json');
  config.features.news = true;
  await sandbox.set('site-config', { config });
};

/** A body of server HTML is on screen without its hostile pieces (the bad link's text stays, not its address), and none has run, even when clicked. */
async function expectNothingRan(page: Page, body: string, linkText: string) {
  const html = page.locator(body);
  await expect(html.getByText(linkText)).toBeVisible();
  await expect(
    html.locator('script, iframe, form, input, svg, [style], [onerror], [onclick], [href^="javascript" i]'),
  ).toHaveCount(0);
  await html.getByText(linkText).click();
  await page.mouse.click(640, 450);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__serverHtmlRan)).toBeUndefined();
}

test('the popover leads to every announcement, one opens by its keyWords id, and an unknown id says so', async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Announcements' }).click();
  await page
    .getByRole('dialog', { name: 'Latest announcements' })
    .getByRole('link', { name: 'More announcements' })
    .click();
  await expect(page).toHaveURL('/notice/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page).toHaveTitle(`Announcements · ${brandName}`);
  await expectDescribed(page, 'noticeList');
  const list = page.getByRole('region', { name: 'Announcements' });
  await expect(list.getByRole('listitem').first()).toContainText(
    'Scheduled wallet maintenance for the TRON (TRC20) network',
  );
  await expect(list.getByRole('listitem').first()).toContainText('Hot');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/notice/list?page=2');
  await expect(list.getByRole('link', { name: 'Mobile app 3.8 is out, with dark mode' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/notice/detail?keyWords=1005');
  await expect(page.getByRole('heading', { level: 1, name: 'API rate limits updated' })).toBeVisible();
  await expectDescribed(page, 'noticeDetail');
  await expectNothingRan(page, '.notice-article__body', 'Claim your reward');
  await page.getByRole('link', { name: /Next \(older\)/ }).click();
  await expect(page).toHaveURL('/notice/detail?keyWords=1004');
  await expect(page.getByRole('heading', { level: 1, name: 'Flash Exchange: swap coins in one click' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Previous \(newer\).*API rate limits updated/ })).toBeVisible();

  await page.goto('/notice/detail?keyWords=99999');
  await expect(page.getByRole('heading', { level: 1, name: 'Announcement not found' })).toBeVisible();
  await expect(page.getByText('This announcement does not exist or has been removed.')).toBeVisible();
  await page.getByRole('link', { name: 'All announcements' }).click();
  await expect(page).toHaveURL('/notice/list');
});

test('the help centre plays a video, searches with and without results, and pages through a category', async ({
  page,
  sandbox: _sandbox,
}) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expectDescribed(page, 'help');
  await expect(page.getByRole('heading', { name: 'Video tutorials' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Play: Register and verify your identity' }).click();
  const player = page.getByRole('region', { name: 'Video tutorials' }).locator('video');
  await expect(player).toBeVisible();
  await expect(player).toBeFocused();
  await expect(player).toHaveAttribute('controls', '');
  await expect(player.locator('track[srclang="en"]')).toHaveAttribute('default', '');

  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('deposit');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/help/search?keyword=deposit');
  await expectDescribed(page, 'helpSearch');
  await expect(page.getByRole('main').getByRole('status')).toContainText(/articles match “deposit”/);
  await expect(page.getByRole('link', { name: 'How to deposit crypto' })).toBeVisible();
  await expect(page.locator('mark', { hasText: /^deposit$/i }).first()).toBeVisible();

  await page.goto('/help/search?keyword=zebra%20quartz');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('No article matches “zebra quartz”.');
  await expect(page.getByRole('heading', { name: 'Try other words, or browse a category' })).toBeVisible();
  await page
    .getByRole('link', { name: /Deposits and withdrawals/ })
    .first()
    .click();

  await expect(page).toHaveURL('/help/list?category=12');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposits and withdrawals' })).toBeVisible();
  await expectDescribed(page, 'helpList');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText('Page 1 of 2');
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL('/help/list?category=12&page=2');
  await expect(pager).toContainText('Page 2 of 2');

  await page.goto('/help/detail?id=1401');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectDescribed(page, 'helpDetail');
  await expectNothingRan(page, '.help-article__body', 'Claim your reward');
});

test('news is not found while its switch is off; with it on a story shows its pictures, and /service switches documents by address', async ({
  page,
  sandbox,
}) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await withNews(sandbox);
  await page.goto('/news/detail/509');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly review: BTC holds above 65,000' })).toBeVisible();
  await expectDescribed(page, 'newsDetail');
  const chart = page.getByRole('img', { name: 'BTC price over the week' });
  await expect(chart).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => chart.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Download', exact: true })).toHaveAttribute('download', /^.+\.\w+$/);

  await page.goto('/news/detail/508');
  await expect(page.getByRole('heading', { level: 1, name: 'Our 2024 security audit results' })).toBeVisible();
  await expectNothingRan(page, '.news-story__body', 'Claim your reward');

  await page.goto('/service?id=2');
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle(`Privacy Policy · ${brandName}`);
  await expectDescribed(page, 'service');
  await page.getByRole('navigation', { name: 'Documents' }).getByRole('link', { name: 'Risk Disclosure' }).click();
  await expect(page).toHaveURL('/service?id=3');
  await expect(page.getByRole('heading', { level: 2, name: 'Risk Disclosure' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeVisible();
  await page.goto('/service?type=terms');
  await expect(page.getByRole('heading', { level: 2, name: 'Terms of Use' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation', { name: 'Documents' }).getByRole('link', { name: 'Fee Schedule' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Fee Schedule' })).toBeVisible();
  await expectNothingRan(page, '.service-document .server-html', 'Claim your reward');
});

test('a record page still loading says so to screen readers, with nothing axe objects to', async ({
  page,
  sandbox,
}) => {
  await withNews(sandbox);
  const loading: [path: string, operationId: string, said: string][] = [
    ['/service?id=2', 'protocolGetProtocol', 'Loading…'],
    ['/notice/detail?keyWords=1011', 'announcementGetAppAnnouncement', 'Loading the announcement'],
    ['/help/detail?id=1101', 'helpCenterGetHelpCenterShow', 'Loading the article'],
    ['/news/detail/509', 'newsGetNewsById', 'Loading the story'],
    ['/about', 'newWebSiteGetWebSiteByUrl', 'Loading…'],
  ];
  for (const [path, operationId, said] of loading) {
    await sandbox.set('latency', { ms: 60_000, operationId });
    await page.goto(path);
    await expect(page.locator('main [aria-busy="true"]').getByRole('status')).toHaveText(said);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await sandbox.set('latency', { ms: 0 });
});

const contentPages: [path: string, page: string][] = [
  ['/notice/list', 'noticeList'],
  ['/notice/detail?keyWords=1011', 'noticeDetail'],
  ['/news', 'news'],
  ['/news/list', 'newsList'],
  ['/news/detail/509', 'newsDetail'],
  ['/help', 'help'],
  ['/help/list?category=12', 'helpList'],
  ['/help/detail?id=1101', 'helpDetail'],
  ['/help/search?keyword=PIN', 'helpSearch'],
  ['/help/digitalAsset', 'digitalAssets'],
  ['/service', 'service'],
  ['/about', 'about'],
];

test("the about page asks for the site's record once: its text and the page's description share the call", async ({
  page,
  sandbox: _sandbox,
}) => {
  const asked = requestedPaths(page);
  await page.goto('/about');
  await expect(page.getByText('We started in Lagos in 2019', { exact: false })).toBeVisible();
  // The description's reader asks once the page is on screen; by then the page's call is on its way or done.
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path.endsWith('/NewWebSite/GetWebSiteByUrl'))).toHaveLength(1);
});

test('every content page speaks English and French, and one traditional Chinese, in its text, title and description', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(60_000);
  await withNews(sandbox);
  // The other tests visit the rest in English.
  const visited = [
    'noticeList',
    'noticeDetail',
    'help',
    'helpSearch',
    'helpList',
    'helpDetail',
    'newsDetail',
    'service',
  ];
  for (const language of ['en', 'fr'] as const) {
    await page.goto(`/?lang=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // Start-up sets the page's language at once; the app remembers it for the next pages as it starts.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const [path, id] of contentPages.filter(([, id]) => language === 'fr' || !visited.includes(id))) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
        'content',
        description(language, id),
      );
      await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page, path).toHaveTitle(new RegExp(`. · ${brandName}$`));
    }
  }
  await expect(page.getByRole('heading', { level: 1, name: 'À propos de Lumen Exchange' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await useTheme(page, 'dark');
  await page.goto('/help/detail?id=1101&lang=zh-Hant');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expect(page.getByRole('main').getByRole('link', { name: '幫助中心', exact: true })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    description('zh-Hant', 'helpDetail'),
  );
  expect(await seriousViolations(page)).toEqual([]);
});
