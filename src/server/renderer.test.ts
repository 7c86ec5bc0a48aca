// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRenderer } from './renderer.ts';

const build = (stylesheet: string) =>
  [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <title>exchange-web</title>',
    `    <link rel="stylesheet" crossorigin href="/assets/${stylesheet}">`,
    '  </head>',
    '  <body>',
    '    <div id="root"><div class="boot-header"></div></div>',
    '  </body>',
    '</html>',
  ].join('\n');

describe('the page renderer', () => {
  it('writes the build’s stylesheets into a page, and those of a build deployed while it runs', async () => {
    // Each call that finds no API says so in the log.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const dist = mkdtempSync(join(tmpdir(), 'renderer-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets/start-a.css'), '.first{color:red}');
    writeFileSync(join(dist, 'index.html'), build('start-a.css'));
    const renderer = createRenderer({
      dist,
      siteConfig: resolve(import.meta.dirname, '../../site-config/site.json'),
      // Nothing answers there: the page is rendered as its calls failed.
      apiOrigin: 'http://127.0.0.1:9',
      apiTimeoutMs: 200,
    });
    await renderer.ready;
    const page = async () => (await renderer.answer(new Request('http://localhost/about')))!.text();

    expect(await page()).toContain(
      '<style>.first{color:red}</style><link rel="stylesheet" crossorigin href="/assets/start-a.css" disabled>',
    );
    writeFileSync(join(dist, 'assets/start-b.css'), '.second{color:blue}');
    writeFileSync(join(dist, 'index.html'), build('start-b.css') + '\n');
    const deployed = await page();
    expect(deployed).toContain('<style>.second{color:blue}</style>');
    expect(deployed).not.toContain('.first{');
  }, 30_000);
});
