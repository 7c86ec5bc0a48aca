/**
 * Vite plugin: after the build, writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * copy beside every text file of dist/ worth compressing, so a server sends them as they are
 * (nginx's gzip_static and brotli_static, the sandbox server) instead of compressing per request.
 * site.json and the brand folder (brand/) are left alone: operators edit them in place, and a
 * copy would go stale.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);
/** Below this the headers of a compressed answer cost more than they save. */
export const minimumBytes = 1024;
const neverCompressed = new Set(['site.json']);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Whether a file of the build (path relative to dist/) gets compressed copies. */
export function isPrecompressed(file: string, bytes: number): boolean {
  const parts = file.split('/');
  return (
    bytes >= minimumBytes &&
    compressible.has(extname(file)) &&
    !neverCompressed.has(file) &&
    parts[0] !== 'brand' &&
    !parts.some((part) => part.startsWith('.'))
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes the compressed copies of every file of `dir` that gets them; returns how many files. */
export async function precompressFolder(dir: string): Promise<number> {
  let count = 0;
  // zlib's asynchronous calls run on the thread pool, so the files compress in parallel.
  await Promise.all(
    (await filesUnder(dir)).map(async (file) => {
      const raw = await readFile(file);
      if (!isPrecompressed(relative(dir, file).split('\\').join('/'), raw.length)) return;
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }),
        gzipped(raw, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count++;
    }),
  );
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'exchange-web:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
