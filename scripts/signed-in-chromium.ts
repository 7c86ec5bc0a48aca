/**
 * A Chromium for a signed-in Lighthouse run: started by the bench with Lighthouse's flags and a
 * profile of its own, with the demo customer's session handed to it as the login page would (the
 * way the browser tests share sign-in), for the Lighthouse CLI to measure through its debugging
 * port. Lighthouse clears the HTTP cache before it loads the page, and keeps cookies.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { demo, handSessionToBrowser } from '../tests/e2e/session.ts';

export interface SignedInChromium {
  port: number;
  close(): Promise<void>;
}

async function debuggingPort(profile: string, exited: () => boolean): Promise<number> {
  const file = join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('Chromium stopped before it opened its debugging port');
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('Chromium did not open its debugging port within 30 s');
}

/** Waits until the Chromium listening on `port` has opened its first page. */
async function firstPage(port: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { type: string }[];
      if (targets.some((target) => target.type === 'page')) return;
    } catch {
      // Not answering yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** How many Chromiums to start, at most, when one never answers over its debugging connection. */
const attempts = 3;

/**
 * Signs the demo customer in through the sandbox at `origin` and starts a Chromium holding the
 * session. Connected to before it has opened its first page, a Chromium just started sometimes
 * accepts the debugging connection and never answers on it (one start in three or four on the
 * project's machine): the connection waits for that page, and a Chromium that still does not
 * answer is closed and another started in its place.
 */
export async function startSignedInChromium(
  chromiumPath: string,
  flags: string[],
  origin: string,
): Promise<SignedInChromium> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(chromiumPath, flags, origin);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof Error) || !error.message.includes('connectOverCDP')) throw error;
      console.error(`A signed-in Chromium did not answer over its debugging connection; starting another.`);
    }
  }
}

async function startOnce(chromiumPath: string, flags: string[], origin: string): Promise<SignedInChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const browserProcess = spawn(chromiumPath, [...flags, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: 'ignore',
  });
  const exited = new Promise((done) => browserProcess.once('exit', done));
  const close = async () => {
    if (browserProcess.exitCode === null) browserProcess.kill('SIGTERM');
    await exited;
    try {
      // Chromium's helper processes may still be writing its cache for a moment after it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // A temporary folder: the system clears it.
    }
  };
  try {
    const port = await debuggingPort(profile, () => browserProcess.exitCode !== null);
    await firstPage(port);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: 15_000 });
    try {
      const context = browser.contexts()[0];
      const page = await context.newPage();
      const answer = await context.request.post(`${origin}/sandbox/base/api/idcm/customer/Customer/SignIn`, {
        data: { Account: demo.email, Password: demo.password },
        ignoreHTTPSErrors: true,
      });
      if (!answer.ok()) throw new Error(`The sandbox refused the demo customer's sign-in: ${answer.status()}`);
      await handSessionToBrowser(page, (await answer.json()).Data);
      await page.close();
    } finally {
      // Over CDP, closing leaves the browser (and its default profile's cookies) running.
      await browser.close();
    }
    return { port, close };
  } catch (error) {
    await close();
    throw error;
  }
}
