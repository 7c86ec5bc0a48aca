/**
 * The studio's file endpoint: GET reads the site-config on disk, PUT writes a new text after the
 * same check as `npm run config:check` (the files it names in its brand folder included), so a
 * broken file is never written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkSiteConfigFile } from '../../deploy/brand-folder.ts';

export const fileApiPath = '/__studio/api/site-config';

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function fileApi(file: string, shownAs: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'GET') {
      const text = await readFile(file, 'utf8').catch(() => null);
      return text === null
        ? json(res, 404, { error: `${shownAs} cannot be read` })
        : json(res, 200, { file: shownAs, text });
    }
    if (req.method === 'PUT') {
      const text = await readBody(req);
      const check = checkSiteConfigFile(file, text);
      if (!check.ok) return json(res, 422, { problems: check.problems });
      await writeFile(file, text, 'utf8');
      return json(res, 200, { file: shownAs, saved: true });
    }
    json(res, 405, { error: 'GET or PUT' });
  };
}
