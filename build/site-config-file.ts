/**
 * Vite plugin: puts site-config/site.json into the build as dist/site.json, beside index.html,
 * where the app fetches it and operators edit it in place. Its `$schema` path points into this
 * repository, so the built copy leaves it out (`npm run config:check` checks any copy).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

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
    },
  };
}
