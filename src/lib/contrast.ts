/** WCAG 2.2 contrast: relative luminance, the ratio of two colours, and mixing colours (#rrggbb). */

/** AA minimums: body text, and large text or the parts of a control (borders of inputs, focus rings). */
export const minimumRatio = { text: 4.5, large: 3 } as const;

function channels(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const toHex = (rgb: number[]): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` (0..1) of the way from `from` to `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return toHex(a.map((c, i) => c + (b[i] - c) * amount));
}

/**
 * The colour itself when it reaches `ratio` against every background; otherwise the first step
 * from it toward black or white (whichever the backgrounds contrast with more) that does. Black or
 * white reach 4.58:1 at least against any single colour, so a single background always passes.
 */
export function readableOn(color: string, backgrounds: string[], ratio: number): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= ratio);
  if (passes(color)) return color;
  const darkest = Math.min(...backgrounds.map(luminance));
  const lightest = Math.max(...backgrounds.map(luminance));
  const target = (darkest + 0.05) / 0.05 >= 1.05 / (lightest + 0.05) ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (passes(candidate)) return candidate;
  }
  return target;
}
