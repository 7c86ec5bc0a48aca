/**
 * Banner pictures of a chosen weight, for measuring the first screen with a promotion picture as
 * heavy as a real one (the `banner-picture` knob): PNGs of seeded noise, which no compression
 * shrinks, about `kb` kilobytes each, served under the media prefix.
 */
import { crc32, deflateSync } from 'node:zlib';
import { mediaPrefix } from './help-videos.ts';

/** The heaviest picture the knob may ask for, in kilobytes. */
export const maxBannerPictureKb = 2000;

export const bannerPicturePath = (id: number, kb: number): string => `${mediaPrefix}banner-${id}-${kb}kb.png`;

/** Reads a banner picture's name back: its banner id and weight, or null for another name. */
export function readBannerPictureName(name: string): { id: number; kb: number } | null {
  const match = /^banner-(\d{1,9})-(\d{1,4})kb\.png$/.exec(name);
  if (!match) return null;
  const kb = Number(match[2]);
  return kb >= 1 && kb <= maxBannerPictureKb ? { id: Number(match[1]), kb } : null;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, check]);
}

/** A 3:1 RGB picture of noise seeded by the banner id, about `kb` kilobytes. */
export function bannerPicturePng(id: number, kb: number): Buffer {
  const width = 3 * Math.max(8, Math.round(Math.sqrt((kb * 1024) / 9)));
  const height = width / 3;
  const rowBytes = 1 + width * 3;
  const pixels = Buffer.alloc(rowBytes * height);
  // xorshift32, seeded by the id (never 0).
  let seed = id >>> 0 || 1;
  for (let at = 0; at < pixels.length; at++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    pixels[at] = at % rowBytes === 0 ? 0 : seed & 0xff;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: 1 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
