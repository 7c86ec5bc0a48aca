/**
 * `npm run --silent deploy:nginx [site.json] [-- options]`: prints the nginx server block for the
 * built app and that site-config (default site-config/site.json) to standard output. Options:
 * --root <dir> (where dist/ is on the server; default this project's dist/), --listen <port or
 * address:port> (80; 443 with TLS), --server-name <names> (_), --https (HSTS: the site is reached
 * over https, here or at a proxy), --tls-cert <file> --tls-key <file> (terminate TLS here),
 * --brotli (serve the .br copies: needs the brotli static module), --renderer <url> (pages from the
 * page renderer, npm run render, e.g. http://127.0.0.1:4174, falling back to the app when it cannot
 * answer), --render-cache <dir> (where nginx holds its pages: /var/cache/nginx/exchange-web). Exits 1 when the site-config
 * does not check.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkSiteConfigFile } from '../deploy/brand-folder.ts';
import { nginxServerBlock } from '../deploy/nginx.ts';

const root = resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string', default: resolve(root, 'dist') },
    listen: { type: 'string' },
    'server-name': { type: 'string', default: '_' },
    https: { type: 'boolean', default: false },
    'tls-cert': { type: 'string' },
    'tls-key': { type: 'string' },
    brotli: { type: 'boolean', default: false },
    renderer: { type: 'string' },
    'render-cache': { type: 'string', default: '/var/cache/nginx/exchange-web' },
  },
});

const file = positionals[0] ?? 'site-config/site.json';
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  fail(`${file}: cannot be read`);
}
// The files it names are checked in the brand folder beside it, as config:check does.
const check = checkSiteConfigFile(file, text);
if (!check.ok)
  fail(
    [
      `${file}: ${check.problems.length} problem(s); fix them first (npm run config:check ${file}):`,
      ...check.problems.map((p) => `  ${p.path}: ${p.message}`),
    ].join('\n'),
  );

if (!values['tls-cert'] !== !values['tls-key']) fail('--tls-cert and --tls-key go together: give both, or neither.');
const tls =
  values['tls-cert'] && values['tls-key']
    ? { certificate: resolve(values['tls-cert']), key: resolve(values['tls-key']) }
    : undefined;

process.stdout.write(
  nginxServerBlock(check.config, {
    root: resolve(values.root),
    listen: values.listen ?? (tls ? '443' : '80'),
    serverName: values['server-name'],
    https: values.https,
    brotli: values.brotli,
    tls,
    source: file,
    renderer: values.renderer ? { url: values.renderer, cacheDir: values['render-cache'] } : undefined,
  }),
);
