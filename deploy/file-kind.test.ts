import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind.ts';

/** The first bytes of a PNG of the given size: its signature and its IHDR chunk. */
function pngHead(width: number, height: number, bytes = 64): Uint8Array {
  const head = new Uint8Array(bytes);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(head.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return head;
}
const text = (value: string) => new TextEncoder().encode(value);

describe('the kind of a brand file, by its content', () => {
  it('reads a PNG and its size, whatever its name', () => {
    expect(fileKind(pngHead(192, 192))).toEqual({ kind: 'png', bytes: 64, width: 192, height: 192 });
    const shipped = readFileSync(resolve(import.meta.dirname, '../public/icons/app-512.png'));
    expect(fileKind(shipped)).toMatchObject({ kind: 'png', width: 512, height: 512 });
  });

  it('reads an SVG by its root element, after a declaration and comments, with its size', () => {
    expect(
      fileKind(
        text('<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 30"/>'),
      ),
    ).toMatchObject({ kind: 'svg', width: 120, height: 30 });
    expect(fileKind(text('<svg width="64px" height="64" viewBox="0 0 8 8"></svg>'))).toMatchObject({
      kind: 'svg',
      width: 64,
      height: 64,
    });
    expect(fileKind(readFileSync(resolve(import.meta.dirname, '../site-config/brand/logo.svg')))).toMatchObject({
      kind: 'svg',
    });
  });

  it('knows the other pictures and the fonts by their magic numbers', () => {
    expect(fileKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])).kind).toBe('jpeg');
    expect(fileKind(text('RIFF\0\0\0\0WEBPVP8 ')).kind).toBe('webp');
    expect(fileKind(text('GIF89a\x10\0\x08\0')).kind).toBe('gif');
    expect(fileKind(new Uint8Array([0, 0, 1, 0, 1, 0])).kind).toBe('ico');
    expect(fileKind(text('wOF2\0\x01\0\0')).kind).toBe('woff2');
    expect(fileKind(text('OTTO\0\0')).kind).toBe('otf');
  });

  it('calls a web page, or text that mentions svg, neither', () => {
    expect(fileKind(text('<!DOCTYPE html><html><body><svg></svg></body></html>')).kind).toBe('other');
    expect(fileKind(text('Not found')).kind).toBe('other');
  });
});
