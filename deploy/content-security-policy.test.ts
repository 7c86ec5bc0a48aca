import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../src/config/site-config.schema.ts';
import { createHash } from 'node:crypto';
import { headScript } from '../src/lib/head-script.ts';
import { contentSecurityPolicy, headScriptHash } from './content-security-policy.ts';
import { securityHeaders } from './security-headers.ts';

const shipped: SiteConfig = JSON.parse(readFileSync(resolve(import.meta.dirname, '../site-config/site.json'), 'utf8'));
const withChange = (change: (c: SiteConfig) => void): SiteConfig => {
  const copy = structuredClone(shipped);
  change(copy);
  return copy;
};
const inProd = withChange((c) => (c.environments.active = 'prod'));

/** The policy as directive -> sources. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the Content-Security-Policy of a site-config', () => {
  it("lets the page call the active environment's API, futures API and maintenance hosts", () => {
    expect(directives(contentSecurityPolicy(inProd)).get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.exchange.example',
        'https://futures-api.exchange.example',
        'https://status.exchange.example',
      ]),
    );
  });

  it('names no host of another environment', () => {
    expect(contentSecurityPolicy(inProd)).not.toMatch(/\.(dev|test|grey)\.exchange\.example/);
  });

  it("keeps the sandbox's hosts, which are paths on the app's origin, to 'self'", () => {
    const sandboxPolicy = directives(contentSecurityPolicy(withChange((c) => (c.switches.chat = false))));
    expect(sandboxPolicy.get('connect-src')).toEqual(["'self'"]);
    expect(sandboxPolicy.get('script-src')).toEqual(["'self'", headScriptHash]);
  });

  it('never allows an inline or evaluated script', () => {
    for (const config of [shipped, inProd, null]) {
      const script = directives(contentSecurityPolicy(config)).get('script-src')!;
      expect(script).not.toContain("'unsafe-inline'");
      expect(script).not.toContain("'unsafe-eval'");
    }
  });

  it("lets images come from the environment's image hosts and the logo's host", () => {
    const policy = contentSecurityPolicy(
      withChange((c) => {
        c.environments.active = 'prod';
        c.brand.logo = 'https://cdn.brand.example/logo.svg';
      }),
    );
    expect(directives(policy).get('img-src')).toEqual(
      expect.arrayContaining(['https://static.exchange.example', 'https://cdn.brand.example']),
    );
  });

  it('shows pictures the API answers as bytes (news pictures) through blob: URLs, in every policy', () => {
    for (const config of [shipped, inProd, null])
      expect(directives(contentSecurityPolicy(config)).get('img-src')).toContain('blob:');
  });

  it("plays help videos and their captions from the app's origin and the environment's image hosts", () => {
    const off = withChange((c) => {
      c.environments.active = 'prod';
      c.switches.chat = false;
    });
    expect(directives(contentSecurityPolicy(off)).get('media-src')).toEqual([
      "'self'",
      'https://static.exchange.example',
    ]);
  });

  it("adds the chat provider's script host and its documented hosts while chat is on", () => {
    const policy = directives(contentSecurityPolicy(inProd));
    expect(policy.get('script-src')).toContain('https://client.crisp.chat');
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['wss://client.relay.crisp.chat']));
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds the analytics host for its script and its collector while analytics is on', () => {
    const policy = directives(contentSecurityPolicy(inProd));
    expect(policy.get('script-src')).toContain('https://cloud.umami.is');
    expect(policy.get('connect-src')).toContain('https://cloud.umami.is');
  });

  it('names no provider whose switch is off', () => {
    const policy = contentSecurityPolicy(
      withChange((c) => {
        c.environments.active = 'prod';
        c.switches.chat = false;
        c.switches.analytics = false;
      }),
    );
    expect(policy).not.toContain('crisp');
    expect(policy).not.toContain('umami');
  });

  it("lets the page report to the monitoring endpoint's origin only while site.json has one", () => {
    const monitored = withChange((c) => {
      c.environments.active = 'prod';
      c.monitoring = { endpoint: 'https://collect.exchange.example/reports?key=1' };
    });
    expect(directives(contentSecurityPolicy(monitored)).get('connect-src')).toContain(
      'https://collect.exchange.example',
    );
    expect(contentSecurityPolicy(inProd)).not.toContain('collect.exchange.example');
    const onOwnOrigin = withChange((c) => (c.monitoring = { endpoint: '/reports' }));
    expect(contentSecurityPolicy(onOwnOrigin)).toBe(contentSecurityPolicy(shipped));
  });

  it('lists each source once', () => {
    const policy = contentSecurityPolicy(
      withChange((c) => {
        c.environments.active = 'prod';
        c.environments.hosts.prod.futuresApi = c.environments.hosts.prod.api;
      }),
    );
    for (const sources of directives(policy).values()) expect(new Set(sources).size).toBe(sources.length);
  });

  it('refuses framing, plugins and foreign form targets whatever the config', () => {
    for (const config of [shipped, null]) {
      const policy = directives(contentSecurityPolicy(config));
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
    }
  });
});

describe('the security headers', () => {
  it('ask browsers to keep to https only when the site is served over https', () => {
    expect(securityHeaders(shipped, { https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders(shipped, { https: true })['Strict-Transport-Security']).toBe('max-age=31536000');
  });

  it('carry the policy of the same site-config', () => {
    expect(securityHeaders(inProd, { https: true })['Content-Security-Policy']).toBe(contentSecurityPolicy(inProd));
  });

  it("allows no inline script but index.html's head script, by the hash of its text", () => {
    const scripts = directives(contentSecurityPolicy(shipped)).get('script-src');
    const hash = createHash('sha256').update(headScript()).digest('base64');
    expect(scripts).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});
