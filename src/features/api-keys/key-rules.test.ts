import { describe, expect, it } from 'vitest';
import { factorsOf, parseWhitelist, permissionsOf, proofOf } from './key-rules.ts';

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

  it('sends only the chosen factor', () => {
    expect(proofOf({ factor: 'pin', pin: '123456', googleCode: '999999' })).toEqual({ Pin: '123456' });
    expect(proofOf({ factor: 'google', pin: '', googleCode: '654321' })).toEqual({ GoogleCode: '654321' });
    expect(proofOf({ factor: '', pin: '', googleCode: '' })).toEqual({});
  });
});
