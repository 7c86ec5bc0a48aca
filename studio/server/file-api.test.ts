import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileApi } from './file-api.ts';

const shipped = readFileSync(resolve(import.meta.dirname, '../../site-config/site.json'), 'utf8');
let server: Server | undefined;
afterEach(() => server?.close());

/** A site.json in a folder of its own, with the shipped brand folder beside it. */
function siteFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'studio-api-'));
  cpSync(resolve(import.meta.dirname, '../../site-config/brand'), join(dir, 'brand'), { recursive: true });
  return join(dir, 'site.json');
}

async function endpointFor(file: string): Promise<string> {
  const answer = fileApi(file, 'site.json');
  server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}/`;
}

describe("the studio's file endpoint", () => {
  it('reads the file and writes a text that passes the check', async () => {
    const file = siteFile();
    writeFileSync(file, shipped);
    const url = await endpointFor(file);
    expect(await (await fetch(url)).json()).toEqual({ file: 'site.json', text: shipped });
    const changed = shipped.replace('"name": "Lumen Exchange"', '"name": "Orchid Markets"');
    const answer = await fetch(url, { method: 'PUT', body: changed });
    expect(answer.status).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(changed);
  });

  it('refuses a text that does not pass, naming its problems, and leaves the file as it was', async () => {
    const file = siteFile();
    writeFileSync(file, shipped);
    const url = await endpointFor(file);
    const broken = shipped.replace('"primary": "#1d4ed8"', '"primary": "blue"');
    const answer = await fetch(url, { method: 'PUT', body: broken });
    expect(answer.status).toBe(422);
    expect((await answer.json()).problems).toContainEqual({
      path: 'brand.colors.primary',
      message: 'must be a colour as #rrggbb, found "blue"',
    });
    expect(readFileSync(file, 'utf8')).toBe(shipped);
  });

  it('refuses a text naming a logo its brand folder does not have', async () => {
    const file = siteFile();
    writeFileSync(file, shipped);
    const url = await endpointFor(file);
    const answer = await fetch(url, { method: 'PUT', body: shipped.replace('/brand/logo.svg', '/brand/gone.svg') });
    expect(answer.status).toBe(422);
    expect((await answer.json()).problems[0]).toMatchObject({
      path: 'brand.logo',
      message: expect.stringMatching(/missing/),
    });
  });
});
