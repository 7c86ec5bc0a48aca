// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../lib/return-path.ts';
import { rawReturnQuery } from './return-path.ts';

describe('rawReturnQuery', () => {
  it('reads the value without decoding it', () => {
    expect(rawReturnQuery('?return=%252F%252Fevil.com')).toBe('%252F%252Fevil.com');
    expect(rawReturnQuery('?lang=fr&return=%2Fassets%3Fcoin%3DBTC&x=1')).toBe('%2Fassets%3Fcoin%3DBTC');
  });

  it('is null without a return query', () => {
    expect(rawReturnQuery('?lang=fr')).toBeNull();
    expect(rawReturnQuery('?noreturn=%2Fx')).toBeNull();
  });

  it('gives a path safeReturnPath keeps only when it is on this site', () => {
    expect(safeReturnPath(rawReturnQuery('?return=%2Fassets%3Fcoin%3DBTC'))).toBe('/assets?coin=BTC');
    // Decoded twice this would read "//evil.com"; decoded once it is not a path at all.
    expect(safeReturnPath(rawReturnQuery('?return=%252F%252Fevil.com'))).toBe('/');
    expect(safeReturnPath(rawReturnQuery('?return=%2F%2Fevil.com'))).toBe('/');
  });
});
