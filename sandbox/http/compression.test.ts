import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress } from './compression.ts';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, as Chrome offers them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('GZIP')).toBe('gzip');
  });

  it('sends the body as it is when nothing it knows is accepted, or is refused with q=0', () => {
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0.0')).toBeNull();
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });
});

describe('compress', () => {
  const text = Buffer.from('{"StatusCode":200,"Data":[' + '{"Coin":"BTC","Price":"64000.12"},'.repeat(100) + '{}]}');

  it('gives back what it was given, in each encoding and at each effort', () => {
    for (const effort of ['best', 'quick'] as const) {
      expect(gunzipSync(compress(text, 'gzip', effort)!).equals(text)).toBe(true);
      expect(brotliDecompressSync(compress(text, 'br', effort)!).equals(text)).toBe(true);
    }
  });

  it('leaves bodies under 1 KiB alone', () => {
    expect(compress(Buffer.from('{"StatusCode":200}'), 'br', 'best')).toBeNull();
  });
});
