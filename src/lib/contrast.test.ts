// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, readableOn } from './contrast.ts';

const hexColor = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);

describe('contrast', () => {
  it('measures the WCAG ratio of two colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
  });

  it('mixes two colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#102030', '#102030', 0.3)).toBe('#102030');
  });

  it('keeps a colour that is readable already', () => {
    expect(readableOn('#047857', ['#ffffff', '#f8fafc'], 4.5)).toBe('#047857');
  });

  it('makes any colour readable on any one background', () => {
    fc.assert(
      fc.property(hexColor, hexColor, fc.constantFrom(3, 4.5), (color, background, ratio) => {
        expect(contrastRatio(readableOn(color, [background], ratio), background)).toBeGreaterThanOrEqual(ratio);
      }),
    );
  });
});
