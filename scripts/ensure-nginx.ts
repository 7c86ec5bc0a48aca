/**
 * The production browser test serves the build through Debian's nginx, with the brotli static
 * module the generated server block can turn on, and makes TLS certificates with openssl (as the
 * sandbox server's TLS test does). Installs all three with apt-get when one is missing and this
 * is root; otherwise stops with one line saying how.
 */
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Where Debian's libnginx-mod-http-brotli-static puts the module. */
export const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const opensslPath = '/usr/bin/openssl';
const packages = ['nginx', 'libnginx-mod-http-brotli-static', 'openssl'];

export function ensureNginx(): void {
  if (existsSync(nginxPath) && existsSync(brotliStaticModule) && existsSync(opensslPath)) return;
  if (process.getuid?.() !== 0) {
    console.error(`nginx, its brotli static module or openssl is missing: run \`sudo apt-get install -y ${packages.join(' ')}\` (or set NGINX_PATH).`);
    process.exit(1);
  }
  console.log(`nginx or openssl is missing: installing Debian's ${packages.join(' and ')} (apt-get install -y)...`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`Installing nginx failed: run \`apt-get install -y ${packages.join(' ')}\` by hand, then npm test again.`);
    process.exit(1);
  }
  const missing = [nginxPath, brotliStaticModule, opensslPath].filter((path) => !existsSync(path));
  if (missing.length > 0) {
    console.error(`apt-get finished but ${missing.join(' and ')} is still missing: install Debian's ${packages.join(' and ')} packages.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
