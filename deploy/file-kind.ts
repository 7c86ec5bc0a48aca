/**
 * What a brand file is, read from its first bytes (the magic numbers of pictures and fonts, the
 * root element of an SVG), never from its name: a web page saved as logo.png is not a picture.
 */
import type { BrandFile } from '../src/config/brand-files.ts';

const starts = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** An SVG's drawn size: its width and height in px when given as numbers, else its viewBox. */
function svgSize(root: string): { width?: number; height?: number } {
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(root)?.[1];
  const px = (value: string | undefined) => (value && /^\d+(\.\d+)?(px)?$/.test(value) ? parseFloat(value) : undefined);
  const width = px(attribute('width'));
  const height = px(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  return box && box.length === 4 && box[2] > 0 && box[3] > 0 ? { width: box[2], height: box[3] } : {};
}

/** The root element of an SVG document: after a BOM, an XML declaration, comments and a doctype. */
function svgRoot(text: string): string | null {
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->|\s*<!DOCTYPE[^>]*>)*/i, '')
    .trimStart();
  return /^<svg[\s>]/.test(rest) ? rest.slice(0, rest.indexOf('>') + 1) : null;
}

export function fileKind(bytes: Uint8Array): BrandFile {
  const size = { bytes: bytes.length };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) && bytes.length >= 24)
    return { kind: 'png', ...size, width: view.getUint32(16), height: view.getUint32(20) };
  if (starts(bytes, [0xff, 0xd8, 0xff])) return { kind: 'jpeg', ...size };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'webp', ...size };
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6)) && bytes.length >= 10)
    return { kind: 'gif', ...size, width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (ascii(bytes, 4, 12) === 'ftypavif') return { kind: 'avif', ...size };
  if (starts(bytes, [0, 0, 1, 0])) return { kind: 'ico', ...size };
  if (ascii(bytes, 0, 4) === 'wOF2') return { kind: 'woff2', ...size };
  if (ascii(bytes, 0, 4) === 'wOFF') return { kind: 'woff', ...size };
  if (ascii(bytes, 0, 4) === 'OTTO') return { kind: 'otf', ...size };
  if (starts(bytes, [0, 1, 0, 0]) || ascii(bytes, 0, 4) === 'true') return { kind: 'ttf', ...size };
  // An SVG is text: its root element decides, within the first few kilobytes.
  const root = svgRoot(new TextDecoder().decode(bytes.subarray(0, 4096)));
  if (root) return { kind: 'svg', ...size, ...svgSize(root) };
  return { kind: 'other', ...size };
}
