/**
 * The production shape for browser tests: the built app copied out of dist/ and served by
 * Debian's nginx with the generated server block (as a child process with its own prefix, pid
 * and logs), and the sandbox on another origin standing in for the operator's API hosts.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliStaticModule, nginxPath } from '../../scripts/ensure-nginx.ts';
import type { SiteConfig } from '../../src/config/site-config.schema.ts';
import { root, run, waitUntilAnswering } from './processes.ts';

export { freePort, root, stop } from './processes.ts';

/** The page renderer as production runs it (`npm run render`), on `port`, for the app in `dist`. */
export async function startRenderer(port: number, dist: string, siteConfig: string): Promise<ChildProcess> {
  const { child, output } = run(process.execPath, ['dist-server/main.js'], {
    NODE_ENV: 'production',
    PORT: String(port),
    DIST_DIR: dist,
    SITE_CONFIG: siteConfig,
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/__render/health`, child, output, { ok: true });
  return child;
}

/** Stops the run with the one line that says how to get nginx, when it is missing. */
export function requireNginx(): void {
  if (!existsSync(nginxPath) || !existsSync(brotliStaticModule))
    throw new Error(
      `nginx or its brotli static module is missing: run \`npm run nginx:ensure\` (as root), or apt-get install -y nginx libnginx-mod-http-brotli-static`,
    );
}

/** The sandbox alone (no app), answering CORS for the app's origin. */
export async function startSandbox(port: number, appOrigin: string): Promise<ChildProcess> {
  const { child, output } = run(process.execPath, ['--import', 'tsx', 'sandbox/serve.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    CORS_ORIGIN: appOrigin,
    DIST_DIR: join(tmpdir(), 'exchange-web-no-app'),
  });
  await waitUntilAnswering(`http://127.0.0.1:${port}/__sandbox/calls`, child, output);
  return child;
}

/** The built site.json, with the prod environment's hosts on the stand-in origin `api`. */
export function pointProdAtSandbox(config: SiteConfig, api: string): SiteConfig {
  const prod = config.environments.hosts.prod;
  Object.assign(prod, {
    api: `${api}/sandbox/base`,
    futuresApi: `${api}/sandbox/futures`,
    tradeMarket: `${api}/sandbox/base`,
    futuresMarket: `${api}/sandbox/futures`,
    maintenance: `${api}/sandbox/maintenance`,
    chat: `${api}/__sandbox/providers/crisp`,
    analytics: `${api}/__sandbox/providers/umami`,
  });
  config.environments.active = 'prod';
  return config;
}

/** A folder an nginx worker (user nobody when the master is root) can read: the app as operators copy it. */
export function copyBuild(): { dir: string; www: string } {
  const dir = mkdtempSync(join(tmpdir(), 'exchange-web-nginx-'));
  const www = join(dir, 'www');
  cpSync(join(root, 'dist'), www, { recursive: true });
  chmodSync(dir, 0o755);
  return { dir, www };
}

/** `npm run --silent deploy:nginx -- <args>`, as an operator runs it. */
export function deployNginx(args: string[]): string {
  const result = spawnSync('npm', ['run', '--silent', 'deploy:nginx', '--', ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`npm run deploy:nginx failed:\n${result.stderr}`);
  return result.stdout;
}

/** nginx.conf around a server block: the least an http { } needs, every path inside `prefix`. */
export function wrapInHttp(prefix: string, serverBlock: string, { brotli }: { brotli: boolean }): string {
  mkdirSync(prefix, { recursive: true });
  writeFileSync(join(prefix, 'exchange-web.conf'), serverBlock);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `    ${kind}_temp_path ${join(prefix, kind)};`,
  );
  return [
    ...(brotli ? [`load_module ${brotliStaticModule};`] : []),
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')};`,
    'events { worker_connections 64; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    ...temp,
    `    include ${join(prefix, 'exchange-web.conf')};`,
    '}',
    '',
  ].join('\n');
}

const nginxArgs = (prefix: string) => ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];

/** `nginx -t` on a server block wrapped in a minimal http { }: its exit status and what it said. */
export function nginxTest(
  prefix: string,
  serverBlock: string,
  options: { brotli: boolean },
): { status: number | null; output: string } {
  writeFileSync(join(prefix, 'nginx.conf'), wrapInHttp(prefix, serverBlock, options));
  const result = spawnSync(nginxPath, ['-t', ...nginxArgs(prefix)], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** nginx in the foreground (a child of the test), serving the server block. */
export async function startNginx(prefix: string, serverBlock: string, url: string): Promise<ChildProcess> {
  writeFileSync(join(prefix, 'nginx.conf'), wrapInHttp(prefix, serverBlock, { brotli: true }));
  const { child, output } = run(nginxPath, [...nginxArgs(prefix), '-g', 'daemon off;']);
  const errorLog = () => {
    try {
      return readFileSync(join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  await waitUntilAnswering(url, child, () => `${output()}${errorLog()}`);
  return child;
}

export const removeFolder = (dir: string) => rmSync(dir, { recursive: true, force: true });
