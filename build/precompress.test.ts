import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isPrecompressed, minimumBytes, precompressFolder } from './precompress.ts';

const text = (bytes: number) =>
  'export const markets = ["BTC/USDT", "ETH/USDT"];\n'.repeat(Math.ceil(bytes / 48)).slice(0, bytes);

describe('precompressed copies of the build', () => {
  it('are made for text files a server would compress, and not for small ones, images or site.json', () => {
    expect(isPrecompressed('assets/start-abc.js', 5000)).toBe(true);
    expect(isPrecompressed('index.html', 2000)).toBe(true);
    expect(isPrecompressed('assets/start-abc.js', minimumBytes - 1)).toBe(false);
    expect(isPrecompressed('brand/photo.png', 50_000)).toBe(false);
    expect(isPrecompressed('site.json', 9000)).toBe(false);
    expect(isPrecompressed('brand/logo.svg', 9000)).toBe(false);
    expect(isPrecompressed('.vite/manifest.json', 9000)).toBe(false);
  });

  it('decompress to the file they sit beside', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const original = text(20_000);
    writeFileSync(join(dir, 'assets/start.js'), original);
    writeFileSync(join(dir, 'site.json'), text(9000));
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    expect(await precompressFolder(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/start.js.br'))).toString()).toBe(original);
    expect(gunzipSync(readFileSync(join(dir, 'assets/start.js.gz'))).toString()).toBe(original);
    expect(existsSync(join(dir, 'site.json.gz'))).toBe(false);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
  });
});
