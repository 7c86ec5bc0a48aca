/**
 * `npm run docs:api`: a browsable reference of the three OpenAPI documents, built with Redocly's
 * build-docs into dist-docs/ (one self-contained HTML file per host, and an index page). Redoc's
 * code is inlined, telemetry and update checks are off: the build needs no network, and the pages
 * show everything offline (the "API docs by Redocly" badge draws its logo from Redocly's site
 * when online). Operations and fields marked x-inferred show the mark (schema/redocly.yaml).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { escapeHtml } from '../build/escape-html.ts';

const root = resolve(import.meta.dirname, '..');
const out = resolve(root, 'dist-docs');
const redocly = resolve(root, 'node_modules/.bin/redocly');
export const hosts = ['base', 'futures', 'maintenance'] as const;

const offline = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function buildHost(host: string): void {
  const result = spawnSync(
    redocly,
    ['build-docs', host, '--config', 'schema/redocly.yaml', '--output', `dist-docs/${host}.html`, '--inlineBundle'],
    {
      cwd: root,
      env: offline,
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    throw new Error(`redocly build-docs ${host} failed (exit ${result.status})`);
  }
}

/** The index page: one link per host document, with its title and description. */
function indexPage(): string {
  const items = hosts.map((host) => {
    const info = (
      parse(readFileSync(resolve(root, `schema/openapi/${host}.yaml`), 'utf8')) as {
        info: { title: string; description?: string };
      }
    ).info;
    return `    <li><a href="${host}.html">${escapeHtml(info.title)}</a><p>${escapeHtml(info.description ?? '')}</p></li>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>exchange-web API reference</title>',
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:3rem auto;padding:0 1rem}li{margin-bottom:1rem}p{margin:.25rem 0 0;color:#475569}</style></head>',
    '<body>',
    '  <h1>exchange-web API reference</h1>',
    '  <p>The contract the front end calls, one document per backend host. Shapes marked x-inferred were designed by the front end: reconcile them with the backend.</p>',
    '  <ul>',
    ...items,
    '  </ul>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const host of hosts) buildHost(host);
  writeFileSync(resolve(out, 'index.html'), indexPage());
  console.log(`API reference written to dist-docs/: index.html, ${hosts.map((h) => `${h}.html`).join(', ')}`);
}
