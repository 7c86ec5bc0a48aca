// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cookieAttributes, cookieDomain, cookieNames } from './cookie-names';

describe('cookieNames', () => {
  it('puts the brand prefix before each suffix', () => {
    expect(cookieNames('acme')).toEqual({
      lang: 'acme_lang',
      token: 'acme_token',
      user: 'acme_user',
      refreshToken: 'acme_refreshToken',
      loginPhoneCode: 'acme_loginPhoneCode',
      currency: 'acme_currency',
      source: 'acme_source',
    });
  });

  it('gives distinct names that all start with the prefix', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (prefix) => {
        const names = Object.values(cookieNames(prefix));
        expect(new Set(names).size).toBe(7);
        for (const name of names) expect(name.startsWith(`${prefix}_`)).toBe(true);
      }),
    );
  });
});

describe('cookieDomain', () => {
  it.each([
    ['exchange.example.com', '.example.com'],
    ['example.com', '.example.com'],
    ['a.b.exchange.example.com', '.example.com'],
    ['Exchange.Example.COM', '.example.com'],
    ['exchange.example.com.', '.example.com'],
    ['exchange.example.io', '.example.io'],
    ['exchange.example.com.ng', '.example.com.ng'],
    ['example.com.ng', '.example.com.ng'],
    ['exchange.example.co.uk', '.example.co.uk'],
    ['exchange.example.com.br', '.example.com.br'],
    ['exchange.example.org.za', '.example.org.za'],
    ['exchange.co.com', '.co.com'],
  ])('gives %s the root domain %s', (host, domain) => {
    expect(cookieDomain(host)).toBe(domain);
  });

  it.each([
    'localhost',
    'app.localhost',
    '127.0.0.1',
    '192.168.1.20',
    '::1',
    '[::1]',
    '[2001:db8::1]',
    'intranet',
    'com',
    'com.ng',
    'co.uk',
    '',
    'example..com',
  ])('gives no domain for %j', (host) => {
    expect(cookieDomain(host)).toBeUndefined();
  });

  it('always gives a suffix of the host that starts with a dot', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 5 }), (labels) => {
        const host = labels.join('.');
        const domain = cookieDomain(host);
        if (domain !== undefined) {
          expect(domain.startsWith('.')).toBe(true);
          expect(`.${host}`.endsWith(domain)).toBe(true);
          expect(domain.split('.').length).toBeGreaterThanOrEqual(3);
        }
      }),
    );
  });
});

describe('cookieAttributes', () => {
  it('sets SameSite=Lax, Secure on https, path / and the root domain', () => {
    expect(cookieAttributes('exchange.example.com', 'https:')).toEqual({
      domain: '.example.com',
      sameSite: 'Lax',
      secure: true,
      path: '/',
    });
  });

  it('is not Secure on http', () => {
    expect(cookieAttributes('exchange.example.com', 'http:').secure).toBe(false);
  });

  it('sets no domain on localhost or an IP address', () => {
    expect(cookieAttributes('localhost', 'http:')).toEqual({ sameSite: 'Lax', secure: false, path: '/' });
    expect(cookieAttributes('10.0.0.5', 'https:')).not.toHaveProperty('domain');
  });
});
