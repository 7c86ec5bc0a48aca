import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { answerMediaRequest } from './media-routes.ts';

const get = (path: string, method = 'GET') => answerMediaRequest(new Request(`http://localhost${path}`, { method }));

describe('the tutorial videos’ files', () => {
  it('serves every listed video as the WebM sample', async () => {
    const answer = get('/__sandbox/media/tutorial-71.webm');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    // The EBML magic number every WebM file starts with.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('serves the captions a video has, as WebVTT in that language', async () => {
    const answer = get('/__sandbox/media/tutorial-72.fr.vtt');
    expect(answer.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const text = await answer.text();
    expect(text.startsWith('WEBVTT\n')).toBe(true);
    expect(text).toContain('00:00:00.000 --> 00:00:01.500\nAcheter des USDT en naira');
  });

  it.each([
    '/__sandbox/media/tutorial-72.zh-CN.vtt',
    '/__sandbox/media/tutorial-74.en.vtt',
    '/__sandbox/media/tutorial-99.webm',
    '/__sandbox/media/../serve.ts',
    '/__sandbox/media/tutorial-71.de.vtt',
  ])('answers 404 for %s', (path) => expect(get(path).status).toBe(404));

  it('refuses anything but reading', () => {
    expect(get('/__sandbox/media/tutorial-71.webm', 'POST').status).toBe(405);
  });
});

describe('the banner pictures of the banner-picture knob', () => {
  it('serves a PNG of about the asked weight that compression cannot shrink, the same for the same name', async () => {
    const answer = get('/__sandbox/media/banner-301-80kb.png');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    // Width and height from the IHDR chunk: a 3:1 picture like the real banners.
    expect(bytes.readUInt32BE(16)).toBe(3 * bytes.readUInt32BE(20));
    expect(bytes.length).toBeGreaterThan(75 * 1024);
    expect(bytes.length).toBeLessThan(90 * 1024);
    expect(gzipSync(bytes).length).toBeGreaterThan(0.95 * bytes.length);
    expect(Buffer.from(await get('/__sandbox/media/banner-301-80kb.png').arrayBuffer()).equals(bytes)).toBe(true);
  });

  it.each([
    '/__sandbox/media/banner-301-0kb.png',
    '/__sandbox/media/banner-301-5000kb.png',
    '/__sandbox/media/banner-x-80kb.png',
    '/__sandbox/media/banner-301-80kb.png.exe',
  ])('answers 404 for %s', (path) => expect(get(path).status).toBe(404));
});
