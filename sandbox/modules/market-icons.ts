/** Coin icons as inline SVG data URIs, so the sandbox serves no image files and needs no network. */
import { coinByCode } from '../seed/coins.ts';

const palette = [
  '#f7931a',
  '#627eea',
  '#26a17b',
  '#f3ba2f',
  '#9945ff',
  '#23292f',
  '#0033ad',
  '#c2a633',
  '#e50915',
  '#e6007a',
  '#8247e5',
];

const drawn = new Map<string, string>();

/** A coloured disc with the coin's first letters; the colour follows the coin's id. Drawn once per coin. */
export function coinIconUrl(code: string): string {
  const kept = drawn.get(code);
  if (kept) return kept;
  const listed = coinByCode(code);
  // A made-up coin of the markets knob (QAAA, QAAB, ...) is told apart by its last letters.
  const id = listed?.CoinId ?? [...code].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const colour = palette[id % palette.length];
  const letters = listed ? code.slice(0, 3) : code.slice(-3);
  const size = letters.length > 2 ? 11 : 14;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    `<circle cx="16" cy="16" r="16" fill="${colour}"/>` +
    `<text x="16" y="20.5" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>` +
    `</svg>`;
  const url = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
  drawn.set(code, url);
  return url;
}
