// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './Sparkline.tsx';

/** The points as [x, y] pairs. */
const pairs = (points: string) => points.split(' ').map((point) => point.split(',').map(Number));

describe('sparklinePoints', () => {
  it('spreads the closes across the box, the lowest at the bottom and the highest at the top', () => {
    const points = pairs(sparklinePoints(['100', '150', '200']));
    expect(points).toEqual([
      [2, 30],
      [48, 16],
      [94, 2],
    ]);
  });

  it('keeps the order of tiny prices apart, as a coin priced in satoshis has them', () => {
    const points = pairs(sparklinePoints(['0.0000018501', '0.0000018766', '0.0000018729']));
    expect(points.map(([, y]) => y)).toEqual([30, 2, 5.9]);
  });

  it('draws a market that did not move along the middle', () => {
    expect(pairs(sparklinePoints(['5', '5', '5'])).map(([, y]) => y)).toEqual([16, 16, 16]);
  });

  it('leaves out a close that is not a number, and draws nothing from fewer than two', () => {
    expect(pairs(sparklinePoints(['1', 'n/a', '3'])).map(([x]) => x)).toEqual([2, 94]);
    expect(sparklinePoints(['1', ''])).toBe('');
    expect(sparklinePoints([])).toBe('');
  });
});
