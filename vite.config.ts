import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { startChunk } from './build/start-chunk.ts';
import { precompress } from './build/precompress.ts';
import { schemaDescriptions } from './build/schema-descriptions.ts';
import { siteConfigFile } from './build/site-config-file.ts';

// The build-time default language's messages are preloaded; a site.json changed later still works.
const siteJson = new URL('./site-config/site.json', import.meta.url);
const defaultLanguage = JSON.parse(readFileSync(siteJson, 'utf8')).languages.default as string;

export default defineConfig({
  plugins: [
    react(),
    precompiledMessages(),
    schemaDescriptions(),
    startChunk({
      modules: ['src/app/main.tsx', 'src/features/home/HomePage.tsx', 'src/features/home/sections/Banner.tsx'],
      messageFolder: `src/i18n/messages/${defaultLanguage}/`,
    }),
    // dist/ is what operators copy to their server: the app, its site.json, compressed copies.
    siteConfigFile(siteJson),
    precompress(),
  ],
  resolve: {
    // Messages arrive compiled (build/precompiled-messages.ts), so the ICU parser is not shipped.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: the import graph that `npm run size` walks.
    manifest: true,
  },
  server: {
    // `npm run dev` forwards the sandbox and its knobs to `npm run serve` on 4173.
    proxy: {
      '/sandbox': 'http://localhost:4173',
      '/__sandbox': 'http://localhost:4173',
      '/site.json': 'http://localhost:4173',
    },
  },
});
