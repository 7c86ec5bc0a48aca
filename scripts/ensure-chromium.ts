/**
 * Browser tests run in Debian's Chromium, never a downloaded browser. Installs it with apt-get
 * when it is missing and this is root; otherwise stops with one line saying how. The tests run in
 * its headless build (`chromium-headless-shell`, the same engine without the browser's window
 * and profile machinery: the suite takes about a third less time in it); the benchmarks load pages
 * in the whole browser, as a visitor's. The second test brand's font file is Debian's DejaVu
 * Serif, installed the same way.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** The whole browser, for the benchmarks. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The headless build of the same Chromium, for the browser tests. */
export const testChromiumPath = process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The flags every Chromium the project starts runs with (tests, benchmarks): no sandbox, GPU or background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const dejaVuSerifPath = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';

export function ensureChromium(): void {
  const packages = [
    ...(existsSync(chromiumPath) ? [] : ['chromium']),
    ...(existsSync(testChromiumPath) ? [] : ['chromium-headless-shell']),
    ...(existsSync(dejaVuSerifPath) ? [] : ['fonts-dejavu-core']),
  ];
  if (packages.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the browser tests: run \`sudo apt-get install -y ${packages.join(' ')}\` (or set CHROMIUM_PATH and TEST_CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log(`Installing what the browser tests need from Debian: apt-get install -y ${packages.join(' ')}...`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Installing failed: run \`apt-get install -y ${packages.join(' ')}\` by hand, then npm test again.`);
    process.exit(1);
  }
  for (const path of [chromiumPath, testChromiumPath])
    if (!existsSync(path)) {
      console.error(`apt-get finished but ${path} is still missing: install Debian's ${packages.join(' ')}.`);
      process.exit(1);
    }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
