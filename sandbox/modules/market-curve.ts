/**
 * The one price curve of each sandbox market, a factor around 1 on the sandbox clock: slow waves
 * give charts their shape over days and months, and a seeded random walk moves the price every
 * few seconds. Every time has one value, the same on every run, so tests can move the clock and
 * know what they will see; together they never leave ±3% of the seed price.
 */
import Decimal from 'decimal.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Period and relative amplitude of each slow wave. */
const waves: [number, number][] = [
  [90 * DAY, 0.01],
  [13 * DAY, 0.007],
  [2.3 * DAY, 0.005],
];

/** The walk takes a step every 15 seconds of sandbox time. */
export const walkStepMs = 15_000;
/** Scales of the walk, from one step to about four hours (2^10 steps). */
const walkScales = 11;
/** Largest move of the walk away from the waves. */
const walkReach = 0.0055;
/**
 * Each scale moves as far as a walk drifts over it (the square root of its length), scaled so
 * that all of them together stay within `walkReach`.
 */
const walkAmplitudes = (() => {
  const raw = Array.from({ length: walkScales }, (_, k) => Math.sqrt(2 ** k));
  const total = raw.reduce((sum, a) => sum + a, 0);
  return raw.map((a) => (a / total) * walkReach);
})();

/** A repeatable number in [0, 1) for two integers (a 32-bit mix, the same on every engine). */
export function hash01(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

/**
 * The walk at a time: at each scale a random step in [-1, 1] per period of that scale, drawn
 * from the market and the period's number, with straight lines between; the scales add up.
 */
function walk(curveId: number, t: number): number {
  let sum = 0;
  for (let k = 0; k < walkScales; k++) {
    const span = walkStepMs * 2 ** k;
    const at = t / span;
    const index = Math.floor(at);
    const seed = curveId * 64 + k;
    const from = hash01(index, seed) * 2 - 1;
    const to = hash01(index + 1, seed) * 2 - 1;
    sum += walkAmplitudes[k] * (from + (to - from) * (at - index));
  }
  return sum;
}

/** The curve's factor (around 1) for one market at one time, in floating point (quick, for sampling). */
export function curveAt(curveId: number, t: number): number {
  let f = 1 + walk(curveId, t);
  waves.forEach(([period, amplitude], k) => {
    f += amplitude * Math.sin((2 * Math.PI * t) / period + curveId * 2.399963 * (k + 1));
  });
  return f;
}

/** The curve's factor to ten places, which every price is computed from exactly. */
export const driftFactor = (curveId: number, t: number): Decimal => new Decimal(curveAt(curveId, t).toFixed(10));
