/** The studio page's side of the file endpoint (studio/server/file-api.ts). */
import type { BrandFolder } from '../../src/config/brand-files.ts';
import { brandEndpoint } from './brand-endpoint.ts';
export interface OpenedFile {
  name: string;
  config: unknown;
  /** The session cookies' prefix of the file as opened, for the preview while the draft has problems. */
  cookiePrefix: string;
}

const endpoint = '/__studio/api/site-config';

export async function readSiteConfig(): Promise<OpenedFile> {
  const answer = await fetch(endpoint, { cache: 'no-store' });
  const body = (await answer.json()) as { file?: string; text?: string; error?: string };
  if (!answer.ok || body.text === undefined) throw new Error(body.error ?? 'The site-config cannot be read');
  let config: unknown;
  try {
    config = JSON.parse(body.text);
  } catch (error) {
    throw new Error(`${body.file} is not valid JSON (${(error as Error).message}): fix it in an editor first`, {
      cause: error,
    });
  }
  const prefix = (config as { brand?: { cookiePrefix?: unknown } })?.brand?.cookiePrefix;
  return { name: body.file ?? 'site.json', config, cookiePrefix: typeof prefix === 'string' ? prefix : '' };
}

export async function writeSiteConfig(text: string): Promise<{ saved: true } | { saved: false; reason: string }> {
  const answer = await fetch(endpoint, { method: 'PUT', body: text, headers: { 'content-type': 'application/json' } });
  if (answer.ok) return { saved: true };
  const body = (await answer.json().catch(() => ({}))) as { problems?: { path: string; message: string }[] };
  return {
    saved: false,
    reason: body.problems?.map((p) => `${p.path}: ${p.message}`).join('; ') ?? `HTTP ${answer.status}`,
  };
}

/** The files of the brand folder beside the site-config, each described by its content. */
export async function readBrandFolder(): Promise<BrandFolder> {
  const answer = await fetch(brandEndpoint, { cache: 'no-store' });
  if (!answer.ok) throw new Error(`The brand folder cannot be read (HTTP ${answer.status})`);
  return ((await answer.json()) as { files: BrandFolder }).files;
}
