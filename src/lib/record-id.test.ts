// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recordId } from './record-id.ts';

describe('a record id in an address', () => {
  it('is a positive whole number of at most nine digits', () => {
    expect(recordId('1101')).toBe(1101);
    expect(recordId('999999999')).toBe(999_999_999);
  });

  it.each([null, undefined, '', '0', '0123', '-5', '12ab', '1.5', '1e3', ' 12', '1000000000'])('is not %j', (raw) => {
    expect(recordId(raw)).toBeNull();
  });
});
