import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { fileKind } from '../../deploy/file-kind.ts';
import { brandApi } from './brand-api.ts';

let server: Server | undefined;
afterEach(() => server?.close());

async function endpoint(): Promise<{ url: string; folder: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-brand-'));
  const answer = brandApi(join(dir, 'site.json'));
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void answer(req, res, url.pathname, url.searchParams);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, folder: join(dir, 'brand') };
}

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="#7e22ce"/></svg>';

describe("the studio's brand folder endpoint", () => {
  it('stores a logo under the extension of its content, and lists it', async () => {
    const { url, folder } = await endpoint();
    const answer = await fetch(`${url}/files?slot=logo&name=My Logo.png`, { method: 'PUT', body: logo });
    expect(await answer.json()).toMatchObject({ path: '/brand/My-Logo.svg', file: { kind: 'svg', width: 64 } });
    expect(readFileSync(join(folder, 'My-Logo.svg'), 'utf8')).toBe(logo);
    const listed = await (await fetch(`${url}/files`)).json();
    expect(listed.files['/brand/My-Logo.svg']).toMatchObject({ kind: 'svg' });
  });

  it('refuses a web page named as a picture, and a picture too heavy for its slot, writing nothing', async () => {
    const { url, folder } = await endpoint();
    const page = await fetch(`${url}/files?slot=logo&name=logo.png`, { method: 'PUT', body: '<!DOCTYPE html><p>hi' });
    expect(page.status).toBe(422);
    expect((await page.json()).error).toMatch(/^By its content this is not a file this slot takes: SVG, PNG/);
    const heavy = `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(60 * 1024)}--></svg>`;
    const favicon = await fetch(`${url}/files?slot=favicon&name=favicon`, { method: 'PUT', body: heavy });
    expect(favicon.status).toBe(422);
    expect((await favicon.json()).error).toMatch(/this slot takes 50 KB at most/);
    expect(existsSync(folder)).toBe(false);
  });

  it('makes the app icons from an SVG: 192, 512, maskable 512 on the background, apple-touch 180 opaque', async () => {
    const { url, folder } = await endpoint();
    const answer = await fetch(`${url}/app-icons?background=%230b1f3a`, { method: 'POST', body: logo });
    expect(await answer.json()).toEqual({
      app: [
        { src: '/brand/icons/app-192.png', sizes: '192x192', purpose: 'any' },
        { src: '/brand/icons/app-512.png', sizes: '512x512', purpose: 'any' },
        { src: '/brand/icons/app-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
      ],
      appleTouch: '/brand/icons/apple-touch-180.png',
    });
    const kind = (file: string) => fileKind(readFileSync(join(folder, 'icons', file)));
    expect(kind('app-192.png')).toMatchObject({ kind: 'png', width: 192, height: 192 });
    expect(kind('apple-touch-180.png')).toMatchObject({ kind: 'png', width: 180, height: 180 });
    // The maskable icon's corner is the background (outside the safe zone), its middle the picture.
    const { data, info } = await sharp(join(folder, 'icons/app-maskable-512.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(4, 4)).toEqual([0x0b, 0x1f, 0x3a]);
    expect(pixel(256, 256)).toEqual([0x7e, 0x22, 0xce]);
    const touch = await sharp(join(folder, 'icons/apple-touch-180.png')).metadata();
    expect(touch.hasAlpha).toBe(false);
  });

  it('refuses to make app icons from a small PNG', async () => {
    const { url } = await endpoint();
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const answer = await fetch(`${url}/app-icons?background=%23000000`, {
      method: 'POST',
      body: new Uint8Array(small),
    });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error).toMatch(/an SVG, or a PNG of 512 × 512 px or more/);
  });
});
