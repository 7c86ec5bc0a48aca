/**
 * Vite plugin: puts site-config/site.json into the build as dist/site.json, beside index.html,
 * where the app fetches it and operators edit it in place. Its `$schema` path points into this
 * repository, so the built copy leaves it out (`npm run config:check` checks any copy). The brand
 * folder beside it (site-config/brand/: logos, icons, fonts) goes in as dist/brand/, for a first
 * deploy; the build only reads the folder, so what an operator put there stays.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The brand folder's files, as paths relative to it. */
function brandFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

export function siteConfigText(text: string): string {
  const { $schema: _schema, ...config } = JSON.parse(text) as Record<string, unknown>;
  return `${JSON.stringify(config, null, 2)}\n`;
}

export function siteConfigFile(source: URL): Plugin {
  return {
    name: 'exchange-web:site-config-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'site.json', source: siteConfigText(readFileSync(source, 'utf8')) });
      const folder = fileURLToPath(new URL('brand/', source));
      for (const file of brandFiles(folder))
        this.emitFile({ type: 'asset', fileName: `brand/${file}`, source: readFileSync(join(folder, file)) });
    },
  };
}
