/**
 * The production browser test serves the build through Debian's nginx, with the brotli static
 * module the generated server block can turn on, and makes TLS certificates with openssl (as the
 * sandbox server's TLS test and the Lighthouse bench do). Installs what is missing with apt-get
 * when this is root; otherwise stops with one line saying how.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const opensslPath = '/usr/bin/openssl';

/** Installs Debian's `packages` unless every one of `paths` exists. */
function ensureInstalled(paths: string[], packages: string[]): void {
  if (paths.every((path) => existsSync(path))) return;
  const list = packages.join(' ');
  if (process.getuid?.() !== 0) {
    console.error(
      `One of ${list} is missing: run \`sudo apt-get install -y ${list}\`${packages.includes('nginx') ? ' (or set NGINX_PATH)' : ''}.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${list}, as one is missing (apt-get install -y)...`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    console.error(`Installing failed: run \`apt-get install -y ${list}\` by hand, then try again.`);
    process.exit(1);
  }
  const missing = paths.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    console.error(`apt-get finished but ${missing.join(' and ')} is still missing: install Debian's ${list}.`);
    process.exit(1);
  }
}

export function ensureNginx(): void {
  ensureInstalled(
    [nginxPath, brotliStaticModule, opensslPath],
    ['nginx', 'libnginx-mod-http-brotli-static', 'openssl'],
  );
}

export function ensureOpenssl(): void {
  ensureInstalled([opensslPath], ['openssl']);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
