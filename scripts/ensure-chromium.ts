/**
 * Browser tests run in Debian's Chromium, never a downloaded browser. Installs it with apt-get
 * when it is missing and this is root; otherwise stops with one line saying how. The second test
 * brand's font file is Debian's DejaVu Serif, installed the same way.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
    ...(existsSync(dejaVuSerifPath) ? [] : ['fonts-dejavu-core']),
  ];
  if (packages.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the browser tests: run \`sudo apt-get install -y ${packages.join(' ')}\` (or set CHROMIUM_PATH).`,
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
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing: install Debian's chromium package.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
