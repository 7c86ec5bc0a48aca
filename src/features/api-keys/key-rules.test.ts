// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { factorsOf, keyRequestOf, parseWhitelist, permissionsOf } from './key-rules.ts';

describe('parseWhitelist', () => {
  it('reads addresses one a line or separated by commas, dropping repeats and blanks', () => {
    expect(parseWhitelist(' 102.89.34.17,102.89.34.18\n\n41.58.10.2 102.89.34.17 ')).toEqual({
      ok: true,
      addresses: ['102.89.34.17', '102.89.34.18', '41.58.10.2'],
    });
    expect(parseWhitelist('  ')).toEqual({ ok: true, addresses: [] });
  });

  it('refuses an address that is not IPv4 and names it', () => {
    expect(parseWhitelist('10.0.0.1, 10.0.0.300')).toEqual({ ok: false, problem: 'invalid', address: '10.0.0.300' });
    expect(parseWhitelist('example.com')).toMatchObject({ ok: false, problem: 'invalid' });
    expect(parseWhitelist('01.2.3.4')).toMatchObject({ ok: false, problem: 'invalid' });
  });

  it('allows at most 20 addresses', () => {
    const many = Array.from({ length: 21 }, (_, i) => `10.0.0.${i + 1}`).join('\n');
    expect(parseWhitelist(many)).toEqual({ ok: false, problem: 'tooMany' });
  });
});

describe('permissions and confirmation', () => {
  it('always grants read', () => {
    expect(permissionsOf({ trade: false, withdraw: false })).toEqual(['read']);
    expect(permissionsOf({ trade: true, withdraw: true })).toEqual(['read', 'trade', 'withdraw']);
  });

  it('offers the factors the customer has set', () => {
    expect(factorsOf({ HasPin: true, GoogleEnabled: true })).toEqual(['pin', 'google']);
    expect(factorsOf({ HasPin: false, GoogleEnabled: true })).toEqual(['google']);
    expect(factorsOf({ HasPin: false, GoogleEnabled: false })).toEqual([]);
  });

  it('sends the trimmed label, the permissions and the whitelist as typed', () => {
    expect(
      keyRequestOf({ label: ' Grid bot ', trade: true, withdraw: false, whitelist: '10.0.0.1,\n10.0.0.2' }),
    ).toEqual({
      Label: 'Grid bot',
      Permissions: ['read', 'trade'],
      IpWhitelist: ['10.0.0.1', '10.0.0.2'],
    });
  });
});
