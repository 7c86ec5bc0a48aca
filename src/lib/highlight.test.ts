// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { highlightParts, searchWords } from './highlight.ts';

const marked = (text: string, search: string) =>
  highlightParts(text, search)
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('highlighting the searched words', () => {
  it('marks every occurrence of each word, ignoring case, and keeps the text as it was', () => {
    expect(marked('How to set your security PIN', 'pin')).toBe('How to set your security [PIN]');
    expect(marked('Deposit BTC, then trade btc', 'BTC deposit')).toBe('[Deposit] [BTC], then trade [btc]');
  });

  it('prefers the longer word where two overlap', () => {
    expect(marked('withdrawals', 'withdraw withdrawals')).toBe('[withdrawals]');
  });

  it('treats signs in the search as plain text', () => {
    expect(marked('Fees (0.1%) apply', '(0.1%)')).toBe('Fees [(0.1%)] apply');
    expect(marked('a.b', '.')).toBe('a[.]b');
  });

  it('marks Chinese text too', () => {
    expect(marked('如何开启 Google 验证器', '验证器')).toBe('如何开启 Google [验证器]');
  });

  it('leaves the text alone for a blank search', () => {
    expect(highlightParts('Security tips', '   ')).toEqual([{ text: 'Security tips', match: false }]);
    expect(searchWords('  a  A b ')).toEqual(['a', 'b']);
  });
});
