/**
 * Browser tests run in Debian's Chromium, never a downloaded browser. Installs it with apt-get
 * when it is missing and this is root; otherwise stops with one line saying how.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${chromiumPath}: run \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package (apt-get install -y chromium)...");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error('Installing Chromium failed: run `apt-get install -y chromium` by hand, then npm test again.');
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    console.error(`apt-get finished but ${chromiumPath} is still missing: install Debian's chromium package.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
