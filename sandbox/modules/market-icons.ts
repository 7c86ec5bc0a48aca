/** Coin icons as inline SVG data URIs, so the sandbox serves no image files and needs no network. */
import { coinByCode } from '../seed/coins.ts';

const palette = ['#f7931a', '#627eea', '#26a17b', '#f3ba2f', '#9945ff', '#23292f', '#0033ad', '#c2a633', '#e50915', '#e6007a', '#8247e5'];

/** A coloured disc with the coin's first letters; the colour follows the coin's id. */
export function coinIconUrl(code: string): string {
  const id = coinByCode(code)?.CoinId ?? code.length;
  const colour = palette[id % palette.length];
  const letters = code.slice(0, 3);
  const size = letters.length > 2 ? 11 : 14;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    `<circle cx="16" cy="16" r="16" fill="${colour}"/>` +
    `<text x="16" y="20.5" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text>` +
    `</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
