/**
 * Small inline SVG pictures (icons, banners, covers) as data URIs: the sandbox has no network,
 * so no picture may point at another host.
 */
const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const svgDataUri = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

const font = 'font-family="Helvetica,Arial,sans-serif"';

const wide = /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/;
/** Chinese characters and full-width signs each stand alone; other text splits at spaces. */
const tokens = (text: string): string[] =>
  text.match(/[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]|[^\s\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]+|\s+/g) ?? [];
/** Rough width of a text in em: about half an em per Latin letter, one per Chinese character. */
const emWidth = (text: string): number => [...text].reduce((sum, char) => sum + (wide.test(char) ? 1 : 0.56), 0);

/** Greedy line breaking so that a title fits the picture; past `maxLines` it ends with an ellipsis. */
function wrapLines(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const token of tokens(text)) {
    if (line && emWidth(line + token) > maxEm && token.trim()) {
      lines.push(line.trim());
      line = '';
    }
    line += line || token.trim() ? token : '';
  }
  if (line.trim()) lines.push(line.trim());
  return lines.length > maxLines ? [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`] : lines;
}

/** A picture with a diagonal gradient, a title (wrapped to fit) and an optional second line. */
export function gradientPictureSvg(width: number, height: number, hue: number, title: string, subtitle = ''): string {
  const titleSize = Math.round(height / 8);
  const left = Math.round(width * 0.06);
  const lines = wrapLines(title, (width - 2 * left) / titleSize, 3);
  const top = Math.round(height * 0.45) - Math.round(((lines.length - 1) * titleSize * 1.2) / 2);
  const spans = lines
    .map((line, i) => `<tspan x="${left}" dy="${i === 0 ? 0 : Math.round(titleSize * 1.2)}">${escapeXml(line)}</tspan>`)
    .join('');
  const subtitleTop = top + Math.round((lines.length - 1) * titleSize * 1.2 + titleSize * 1.1);
  const second = subtitle
    ? `<text x="${left}" y="${subtitleTop}" ${font} font-size="${Math.round(titleSize / 2)}" fill="#ffffffcc">${escapeXml(subtitle)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,28%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},75%,52%)"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<text x="${left}" y="${top}" ${font} font-size="${titleSize}" font-weight="700" fill="#fff">${spans}</text>` +
    `${second}</svg>`
  );
}

/** A square badge with a glyph or a few letters (category icons, social logos, site logo). */
export function badgeSvg(label: string, hue: number, size = 48): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" rx="10" fill="hsl(${hue},60%,46%)"/>` +
    `<text x="24" y="31" text-anchor="middle" ${font} font-size="${label.length > 2 ? 13 : 20}" font-weight="700" fill="#fff">${escapeXml(label)}</text></svg>`
  );
}

export const badgeUrl = (label: string, hue: number): string => svgDataUri(badgeSvg(label, hue));
