/**
 * Browser-test helpers: each worker's own app server (the built app with its own sandbox, so
 * workers run side by side without sharing state), and the sandbox's knobs, reset before each test.
 */
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { startAppServer, stop } from './processes.ts';
import { codeHeldBack } from './hold-back.ts';

/**
 * Each knob call on a fresh connection: a kept-alive one the server closes as it idles (after a
 * long test) would otherwise now and then be reused at that very moment and reset.
 */
const fresh = { connection: 'close' };

export class SandboxKnobs {
  constructor(private readonly request: APIRequestContext) {}

  async set(knob: string, body: unknown = {}): Promise<unknown> {
    const answer = await this.request.post(`/__sandbox/${knob}`, { data: body, headers: fresh });
    expect(answer.ok(), `knob ${knob}: ${await answer.text()}`).toBe(true);
    return answer.json();
  }

  async read<T>(knob: string): Promise<T> {
    const answer = await this.request.get(`/__sandbox/${knob}`, { headers: fresh });
    expect(answer.ok()).toBe(true);
    return answer.json() as Promise<T>;
  }
}

/** The page's uncaught errors and console errors, in order. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}

const snapshot = (part: Locator) =>
  part.ariaSnapshot({ timeout: 2_000 }).catch((error: unknown) => `(no snapshot: ${String(error)})`);

/**
 * After a failed test: where the page was, what its main part and any open dialog showed (their
 * accessibility trees, the whole page when it has no main part) and every error it met, printed
 * with the test's output, so a failure in CI can be read from its log.
 */
async function describeFailure(page: Page, problems: string[]): Promise<void> {
  const main = page.getByRole('main');
  const shown = [await snapshot((await main.count()) === 1 ? main : page.locator('body'))];
  for (const dialog of await page.getByRole('dialog').all()) shown.push(await snapshot(dialog));
  console.log(
    [
      `── the page at the failure: ${page.url()}`,
      ...shown.map((tree) => tree.split('\n').slice(0, 60).join('\n')),
      `── its errors: ${problems.length === 0 ? 'none' : ''}`,
      ...problems.slice(-20),
    ].join('\n'),
  );
}

/**
 * A page the server rendered is the app's once the app has taken it over (src/lib/head-script.ts):
 * `page.goto` waiting for the load, as a person would before typing, waits for that too, unless the
 * test holds the app's code back on purpose (hold-back.ts).
 */
function waitForTakeoverOnLoad(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const answer = await goto(url, options);
    if ((options?.waitUntil ?? 'load') === 'load' && !codeHeldBack(page))
      // The head script lets go of the page after 10 s without the app: a wait that long means
      // no app comes (a test that blocks it waits for 'domcontentloaded' instead).
      await page
        .waitForFunction(() => !('starting' in document.documentElement.dataset), null, { timeout: 9_000 })
        .catch(() => {
          throw new Error(`${url}: the app did not take the page over within 9 s of its load`);
        });
    return answer;
  };
}

/** The first worker's port (playwright.config.ts picks one per run); worker n serves on port + n. */
const firstPort = Number(process.env.E2E_PORT ?? 4310);

export const test = base.extend<{ sandbox: SandboxKnobs }, { appServer: { url: string } }>({
  appServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, use, workerInfo) => {
      const port = firstPort + workerInfo.parallelIndex;
      const server = await startAppServer(port);
      await use({ url: `http://localhost:${port}` });
      await stop(server);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ appServer }, use) => use(appServer.url),
  // E2E_SLOW_CHUNKS=<ms> holds back every lazy chunk, as a slow network would: a test that acts
  // before its page has loaded then fails here instead of now and then in CI.
  page: async ({ page }, use, testInfo) => {
    const problems = watchProblems(page);
    const delayMs = Number(process.env.E2E_SLOW_CHUNKS ?? 0);
    if (delayMs > 0) {
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        if (!/\/assets\/index-[^/]+\.js$/.test(route.request().url()))
          await new Promise((done) => setTimeout(done, delayMs));
        await route.continue();
      });
    }
    waitForTakeoverOnLoad(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) await describeFailure(page, problems);
  },
  sandbox: async ({ request }, use) => {
    const sandbox = new SandboxKnobs(request);
    await sandbox.set('reset');
    await use(sandbox);
    expect(await sandbox.read<string[]>('violations'), 'the sandbox answered outside the contract').toEqual([]);
  },
});

export { expect };
