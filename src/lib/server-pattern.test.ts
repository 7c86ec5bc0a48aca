// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileServerPattern, hasNestedRepeat } from './server-pattern.ts';

describe('compileServerPattern', () => {
  it('anchors a pattern to the whole value', () => {
    const digits = compileServerPattern('\\d{6,18}')!;
    expect(digits.test('0123456789')).toBe(true);
    expect(digits.test('account 0123456789')).toBe(false);
    expect(compileServerPattern('a|b')!.test('ab')).toBe(false);
  });

  it('keeps the patterns the sandbox sends', () => {
    const iban = compileServerPattern('^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$')!;
    expect(iban.test('GB82WEST12345698765432')).toBe(true);
    expect(compileServerPattern('^[A-Z0-9]{8}([A-Z0-9]{3})?$')!.test('DEUTDEFF500')).toBe(true);
    expect(compileServerPattern('^\\d{2}-?\\d{2}-?\\d{2}$')!.test('12-34-56')).toBe(true);
  });

  it('gives null for no pattern, an invalid one, or text that would escape the anchors', () => {
    expect(compileServerPattern(null)).toBeNull();
    expect(compileServerPattern('')).toBeNull();
    expect(compileServerPattern('[a-')).toBeNull();
    expect(compileServerPattern('abc\\')).toBeNull();
    expect(compileServerPattern('a)|(b')).toBeNull();
    expect(compileServerPattern('x'.repeat(1001))).toBeNull();
  });

  it('refuses repeated groups that hold an unbounded repeat, the shape of catastrophic backtracking', () => {
    for (const evil of ['(a+)+$', '^(\\w+\\s?)*$', '((ab)+)+', '(a*){2,}', '(?:x+)+y', '(a+){10}']) {
      expect(compileServerPattern(evil), evil).toBeNull();
    }
  });

  it('keeps bounded and single repeats of groups', () => {
    expect(hasNestedRepeat('(\\d{2}-?){3}')).toBe(false);
    expect(hasNestedRepeat('^(\\+\\d+)?\\d{7,15}$')).toBe(false);
    expect(hasNestedRepeat('(ab)+')).toBe(false);
    expect(hasNestedRepeat('[(a+)]+')).toBe(false);
    expect(hasNestedRepeat('\\(a+\\)+')).toBe(false);
  });
});
