import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../src/config/site-config.schema.ts';
import { nginxServerBlock, type NginxOptions } from './nginx.ts';
import { securityHeaders } from './security-headers.ts';
import { webAppManifest } from './web-app-manifest.ts';

const shipped: SiteConfig = JSON.parse(readFileSync(resolve(import.meta.dirname, '../site-config/site.json'), 'utf8'));
const inProd: SiteConfig = { ...shipped, environments: { ...shipped.environments, active: 'prod' } };
const options: NginxOptions = {
  root: '/srv/exchange-web',
  listen: '80',
  serverName: 'www.exchange.example',
  https: false,
  brotli: false,
  source: 'site.json',
};

/** The directives of one location block, without its add_header lines. */
function locationBody(block: string, path: string): string[] {
  const start = block.indexOf(`    location ${path} {\n`);
  expect(start, `location ${path}`).toBeGreaterThan(-1);
  const body = block.slice(start, block.indexOf('    }\n', start)).split('\n').slice(1);
  return body.map((line) => line.trim()).filter((line) => line !== '');
}

/** The add_header lines of one location block, as name -> value. */
function locationHeaders(block: string, path: string): Record<string, string> {
  return Object.fromEntries(
    locationBody(block, path)
      .filter((line) => line.startsWith('add_header '))
      .map((line) => /^add_header (\S+) "(.*)"( always)?;$/.exec(line)!)
      .map((m) => [m[1], m[2]]),
  );
}

describe('the nginx server block', () => {
  const block = nginxServerBlock(inProd, options);

  it('serves dist/ from the given root, on the given port and name', () => {
    expect(block).toContain('    root "/srv/exchange-web";\n');
    expect(block).toContain('    listen 80;\n');
    expect(block).toContain('    server_name www.exchange.example;\n');
  });

  it('answers every unknown path with index.html, except under /assets/ where a missing file is a 404', () => {
    expect(locationBody(block, '/')).toContain('try_files $uri /index.html;');
    expect(locationBody(block, '/assets/')).toContain('try_files $uri =404;');
  });

  it('keeps hashed assets a year and has index.html and site.json revalidated on every load', () => {
    expect(locationHeaders(block, '/assets/')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(locationHeaders(block, '/')['Cache-Control']).toBe('no-cache');
    expect(locationHeaders(block, '= /site.json')['Cache-Control']).toBe('no-cache');
  });

  it('never keeps an error answer a year: Cache-Control is for successful answers only', () => {
    expect(block).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
  });

  it('sends the security headers of the same site-config from every location, errors included', () => {
    for (const path of ['/assets/', '= /site.json', '= /manifest.webmanifest', '/brand/', '/']) {
      const { 'Cache-Control': _cache, ...headers } = locationHeaders(block, path);
      expect(headers).toEqual(securityHeaders(inProd, { https: false }));
    }
    expect(block.match(/add_header Content-Security-Policy .* always;/g)).toHaveLength(5);
  });

  it('serves the gzip copies always and the Brotli copies when asked to', () => {
    expect(block).toContain('    gzip_static on;\n');
    expect(block).toContain('    # brotli_static on;\n');
    expect(nginxServerBlock(inProd, { ...options, brotli: true })).toContain('\n    brotli_static on;\n');
  });

  it('serves the brand folder revalidated, uncompressed ahead, and a missing file as a 404', () => {
    expect(locationBody(block, '/brand/').slice(0, 2)).toEqual(['gzip_static off;', 'try_files $uri =404;']);
    expect(locationHeaders(block, '/brand/')['Cache-Control']).toBe('no-cache');
    expect(locationBody(nginxServerBlock(inProd, { ...options, brotli: true }), '/brand/')).toContain(
      'brotli_static off;',
    );
  });

  it('compresses site.json per request rather than serving a copy that could be stale', () => {
    expect(locationBody(block, '= /site.json')).toEqual(
      expect.arrayContaining(['gzip_static off;', 'gzip on;', 'gzip_types application/json;']),
    );
    expect(locationBody(nginxServerBlock(inProd, { ...options, brotli: true }), '= /site.json')).toContain(
      'brotli_static off;',
    );
  });

  it('adds HSTS over https, and terminates TLS, with HTTP/2, when given a certificate', () => {
    expect(block).not.toContain('Strict-Transport-Security');
    expect(
      locationHeaders(nginxServerBlock(inProd, { ...options, https: true }), '/')['Strict-Transport-Security'],
    ).toBe('max-age=31536000');
    const tls = nginxServerBlock(inProd, {
      ...options,
      listen: '443',
      tls: { certificate: '/etc/ssl/site.pem', key: '/etc/ssl/site.key' },
    });
    expect(tls).toContain('    listen 443 ssl http2;\n');
    expect(tls).toContain('    ssl_certificate "/etc/ssl/site.pem";\n    ssl_certificate_key "/etc/ssl/site.key";\n');
    expect(locationHeaders(tls, '/')['Strict-Transport-Security']).toBe('max-age=31536000');
  });

  it("answers the web app manifest made from the site-config, as JSON, with nginx's $ escaped", () => {
    const body = locationBody(
      nginxServerBlock({ ...inProd, brand: { ...inProd.brand, name: 'Coin$ Ex' } }, options),
      '= /manifest.webmanifest',
    );
    expect(body.slice(0, 2)).toEqual(['types { }', 'default_type application/manifest+json;']);
    const answer = /^return 200 "(.*)";$/.exec(body[2])![1];
    expect(answer).not.toContain('$');
    const manifest = JSON.parse(answer.replace(/\\(["\\])/g, '$1'));
    expect(manifest).toEqual(webAppManifest({ ...inProd, brand: { ...inProd.brand, name: 'Coin$ Ex' } }));
  });
});

describe('with the page renderer', () => {
  const block = nginxServerBlock(inProd, {
    ...options,
    renderer: { url: 'http://127.0.0.1:4174', cacheDir: '/var/cache/nginx/exchange-web' },
  });

  it('sends pages that are not files to the renderer, with the language cookie alone', () => {
    expect(locationBody(block, '/')).toContain('try_files $uri @page;');
    const page = locationBody(block, '@page');
    expect(page).toContain('proxy_pass http://127.0.0.1:4174;');
    expect(page).toContain('proxy_set_header Cookie "lumen_lang=$cookie_lumen_lang";');
    expect(page).toContain('proxy_set_header Authorization "";');
  });

  it('holds pages briefly by address, language and browser, and keeps serving a held one while the renderer is down', () => {
    expect(block).toMatch(/^proxy_cache_path "\/var\/cache\/nginx\/exchange-web" keys_zone=exchange_web_pages/m);
    const page = locationBody(block, '@page');
    expect(page).toContain('proxy_cache_valid 200 404 30s;');
    expect(page.find((line) => line.startsWith('proxy_cache_key'))).toContain(
      '$cookie_lumen_lang|$http_accept_language',
    );
    expect(page).toContain('proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;');
  });

  it('falls back to the app in the browser when the renderer cannot answer', () => {
    expect(locationBody(block, '@page')).toContain('error_page 500 502 503 504 = @app;');
    expect(locationBody(block, '@app')).toContain('try_files /index.html =404;');
    const app = block.slice(block.indexOf('    location @app {'));
    expect(app.slice(0, app.indexOf('    }\n'))).toContain(
      `add_header Content-Security-Policy "${securityHeaders(inProd, { https: false })['Content-Security-Policy']}" always;`,
    );
  });
});
