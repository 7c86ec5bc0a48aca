/**
 * The studio's brand folder endpoints: GET lists the folder (each file described by its content);
 * PUT ?slot=<slot>&name=<name> stores an upload after checking it by its content against the
 * slot (its kind and weight), named with the extension its content has; POST to the app-icons
 * endpoint ?background=#rrggbb makes the app icons from one SVG or large PNG. Nothing is written
 * that the check refuses.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brandPath, slots, type BrandFile, type Slot, type SlotId } from '../../src/config/brand-files.ts';
import { brandFolderOf, readBrandFolder } from '../../deploy/brand-folder.ts';
import { fileKind } from '../../deploy/file-kind.ts';
import { makeAppIcons, minimumSource } from './app-icons.ts';

/** Uploads larger than this are refused before they are read whole. */
const maxUpload = 5 * 1024 * 1024;

const extensions: Partial<Record<BrandFile['kind'], string>> = {
  svg: 'svg',
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  ico: 'ico',
  woff2: 'woff2',
  woff: 'woff',
  ttf: 'ttf',
  otf: 'otf',
};

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBytes(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxUpload) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** A file name of the folder's own: letters, digits, dots, dashes, without its extension. */
const baseName = (name: string | null) =>
  (name ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+/, '') || 'file';

export function brandApi(siteConfigFile: string) {
  const folder = brandFolderOf(siteConfigFile);
  const store = async (name: string, body: Buffer) => {
    await mkdir(join(folder, name, '..'), { recursive: true });
    await writeFile(join(folder, name), body);
    return `${brandPath}${name}`;
  };

  async function upload(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const slotId = query.get('slot') as SlotId;
    if (!(slotId in slots)) return json(res, 400, { error: `slot must be one of ${Object.keys(slots).join(', ')}` });
    const body = await readBytes(req);
    if (!body) return json(res, 413, { error: `The file is over ${maxUpload / 1024 / 1024} MB` });
    const file = fileKind(body);
    const slot: Slot = slots[slotId];
    if (!slot.kinds.includes(file.kind))
      return json(res, 422, { error: `By its content this is not a file this slot takes: ${slot.words}` });
    if (file.bytes > slot.maxBytes)
      return json(res, 422, {
        error: `It weighs ${Math.round(file.bytes / 1024)} KB; this slot takes ${slot.maxBytes / 1024} KB at most`,
      });
    const path = await store(`${baseName(query.get('name'))}.${extensions[file.kind]}`, body);
    json(res, 200, { path, file });
  }

  async function appIcons(req: IncomingMessage, res: ServerResponse, query: URLSearchParams): Promise<void> {
    const background = query.get('background') ?? '';
    if (!/^#[0-9a-fA-F]{6}$/.test(background)) return json(res, 400, { error: 'background must be #rrggbb' });
    const body = await readBytes(req);
    if (!body) return json(res, 413, { error: `The file is over ${maxUpload / 1024 / 1024} MB` });
    const source = fileKind(body);
    const large =
      source.kind === 'svg' ||
      (source.kind === 'png' && Math.min(source.width ?? 0, source.height ?? 0) >= minimumSource);
    if (!large)
      return json(res, 422, {
        error: `The app icons are made from an SVG, or a PNG of ${minimumSource} × ${minimumSource} px or more`,
      });
    const made = await makeAppIcons(body, background);
    const app = [];
    let appleTouch = '';
    for (const icon of made) {
      const path = await store(`icons/${icon.file}`, icon.body);
      if (icon.appleTouch) appleTouch = path;
      else app.push({ src: path, sizes: `${icon.size}x${icon.size}`, purpose: icon.purpose });
    }
    json(res, 200, { app, appleTouch });
  }

  return async (req: IncomingMessage, res: ServerResponse, pathname: string, query: URLSearchParams) => {
    if (pathname.endsWith('app-icons') && req.method === 'POST') return appIcons(req, res, query);
    if (req.method === 'GET') return json(res, 200, { files: readBrandFolder(siteConfigFile) });
    if (req.method === 'PUT') return upload(req, res, query);
    json(res, 405, { error: 'GET, PUT, or POST to the app icons' });
  };
}
