// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { returnQueryPath, safeReturnPath } from './return-path';

const site = 'https://exchange.example';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/assets/withdraw?coin=BTC', '/assets/withdraw?coin=BTC'],
    ['/notice/detail?keyWords=12#top', '/notice/detail?keyWords=12#top'],
    ['%2Fassets%2Fwithdraw%3Fcoin%3DBTC', '/assets/withdraw?coin=BTC'],
    ['%2Fnotice%2Fdetail%3FkeyWords%3D12%23top', '/notice/detail?keyWords=12#top'],
    ['/user/center/', '/user/center/'],
    ['/otc?side=buy&coin=USDT', '/otc?side=buy&coin=USDT'],
    ['/https://evil.com', '/https://evil.com'],
    ['/javascript:alert(1)', '/javascript:alert(1)'],
    ['/@evil.com', '/@evil.com'],
    ['/a/../assets', '/assets'],
    ['/search?q=a\\b', '/search?q=a\\b'],
    ['/%252F%252Fevil.com', '/%2F%2Fevil.com'],
    ['/help?q=hello world', '/help?q=hello%20world'],
  ])('keeps the path on this site %j as %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each<[string | null | undefined, string]>([
    [null, 'no return query'],
    [undefined, 'no return query'],
    ['', 'an empty return query'],
    ['//evil.com', 'a protocol-relative URL'],
    ['////evil.com', 'many leading slashes'],
    ['/\\evil.com', 'a slash and a backslash'],
    ['\\/evil.com', 'a backslash and a slash'],
    ['\\\\evil.com', 'two backslashes'],
    ['/\\/evil.com', 'a backslash between slashes'],
    ['\\/\\/evil.com', 'backslashed slashes'],
    ['%2F%2Fevil.com', 'an encoded protocol-relative URL'],
    ['/%2F%2Fevil.com', 'slashes that decode to "///"'],
    ['%2F%5Cevil.com', 'an encoded slash and backslash'],
    ['/%5Cevil.com', 'an encoded backslash'],
    ['%2F.%2F%2Fevil.com', 'an encoded dot segment that leaves "//"'],
    ['%2F%09%2Fevil.com', 'an encoded tab between encoded slashes'],
    ['https://evil.com', 'an absolute URL'],
    ['HTTPS://evil.com/assets', 'an absolute URL in capitals'],
    ['https:%2F%2Fevil.com', 'an absolute URL with encoded slashes'],
    ['http:evil.com', 'a scheme without slashes'],
    ['javascript:alert(1)', 'a javascript: URL'],
    ['JavaScript:alert(document.cookie)', 'a javascript: URL in mixed case'],
    ['data:text/html,<script>alert(1)</script>', 'a data: URL'],
    ['evil.com', 'a bare host name'],
    ['assets/withdraw', 'a relative path'],
    [' /assets', 'a leading space'],
    ['\t/assets', 'a leading tab'],
    ['/\t/evil.com', 'a tab the browser would drop'],
    ['/%09/evil.com', 'an encoded tab the browser would drop'],
    ['/\n/evil.com', 'a newline the browser would drop'],
    ['%0d%0a', 'an encoded CR LF'],
    ['/assets%0d%0aSet-Cookie:x=1', 'an encoded CR LF inside the path'],
    ['/.//evil', 'a dot segment that leaves "//"'],
    ['/..//evil.com', 'a parent segment that leaves "//"'],
    ['/a/..//evil.com', 'a parent segment after a folder that leaves "//"'],
    ['/a\\..\\/evil.com', 'backslash dot segments that leave "//"'],
    ['/assets\\withdraw', 'a backslash later in the path'],
    ['/%', 'a malformed %-sequence'],
    ['/assets?q=100%', 'a malformed %-sequence in the query'],
    ['%E0%A4%A', 'a broken UTF-8 sequence'],
    ['/\u0000evil', 'a NUL character'],
    ['/\u007fevil', 'a DEL character'],
  ])('gives "/" for %j (%s)', (raw) => {
    expect(safeReturnPath(raw)).toBe('/');
  });

  const hostilePieces = fc.constantFrom(
    '/',
    '\\',
    '.',
    '..',
    '%',
    '%2F',
    '%5C',
    '%2f',
    '%09',
    '%0a',
    '%25',
    '\t',
    '\n',
    '\r',
    ' ',
    ':',
    '?',
    '#',
    '@',
    'evil.com',
    'javascript:',
    'https:',
    'assets',
    '\u3000',
    '\uff0f',
    '\u0000',
  );
  const candidate = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.array(hostilePieces, { maxLength: 12 }).map((pieces) => pieces.join('')),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webPath().map((path) => `/${path}`),
  );

  it('always gives a path on this site', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const path = safeReturnPath(raw);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path.startsWith('/\\')).toBe(false);
        const url = new URL(path, site);
        expect(url.origin).toBe(site);
        expect(url.pathname.startsWith('//')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives back a path it accepted when it comes round again in a return query', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const path = safeReturnPath(raw);
        expect(safeReturnPath(encodeURIComponent(path))).toBe(path);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('returnQueryPath', () => {
  it('gives the same-site path of a return query, decoded once, or null without one', () => {
    expect(returnQueryPath('?return=%2Fassets%2Fwithdraw%3Fcoin%3DUSDT')).toBe('/assets/withdraw?coin=USDT');
    expect(returnQueryPath('?tab=1&return=%2F%2Fevil.example')).toBe('/');
    expect(returnQueryPath('?tab=1')).toBeNull();
  });
});
