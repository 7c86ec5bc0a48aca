import { describe, expect, it } from 'vitest';
import { formatSort, nextSort, parseSort } from './sort';

const columns = ['time', 'amount'] as const;

describe('sort', () => {
  it('reads column:direction for a known column', () => {
    expect(parseSort('amount:desc', columns)).toEqual({ column: 'amount', direction: 'desc' });
    expect(parseSort('time:asc', columns)).toEqual({ column: 'time', direction: 'asc' });
  });

  it.each(['fee:asc', 'amount', 'amount:up', 'amount:ASC', ' amount:asc', 'amount:asc;drop', '__proto__:asc', ''])('refuses %j', (text) => {
    expect(parseSort(text, columns)).toBeNull();
  });

  it('writes a sort back as it reads it, and no sort as nothing', () => {
    expect(formatSort({ column: 'amount', direction: 'asc' })).toBe('amount:asc');
    expect(formatSort(null)).toBe('');
  });

  it('cycles a column ascending, descending, then off', () => {
    const first = nextSort(null, 'amount');
    expect(first).toEqual({ column: 'amount', direction: 'asc' });
    const second = nextSort(first, 'amount');
    expect(second).toEqual({ column: 'amount', direction: 'desc' });
    expect(nextSort(second, 'amount')).toBeNull();
  });

  it('starts ascending when another column was sorted', () => {
    expect(nextSort({ column: 'time', direction: 'desc' }, 'amount')).toEqual({ column: 'amount', direction: 'asc' });
  });
});
