import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompiledMessages } from './build/precompiled-messages.ts';
import { landingFilesPlugin } from './build/landing-files.ts';
import { startChunk, type StartChunk } from './build/start-chunk.ts';
import { precompress } from './build/precompress.ts';
import { schemaDescriptions } from './build/schema-descriptions.ts';
import { siteConfigFile } from './build/site-config-file.ts';
import { headScriptPlugin } from './build/head-script.ts';
import { stalledNoticePlugin } from './build/stalled-notice.ts';

// The site-config the build puts into dist/ with its brand folder: site-config/site.json, or the
// file SITE_CONFIG names (as for `npm run serve`), so a copy elsewhere builds as it is.
const siteJson = process.env.SITE_CONFIG
  ? pathToFileURL(resolve(process.env.SITE_CONFIG))
  : new URL('./site-config/site.json', import.meta.url);
// The build-time default language's messages are preloaded; a site.json changed later still works.
const defaultLanguage = JSON.parse(readFileSync(siteJson, 'utf8')).languages.default as string;

const start: StartChunk = {
  modules: [
    'src/app/main.tsx',
    'src/features/home/HomePage.tsx',
    'src/features/home/sections/Banner.tsx',
    `src/i18n/shared/${defaultLanguage}.ts`,
  ],
  messageFolder: `src/i18n/messages/${defaultLanguage}/`,
};

// `vite build --ssr` builds the page renderer (src/server/main.ts) into dist-server/: the same
// components, messages and descriptions, run by Node; the browser's chunking and files are not its.
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    precompiledMessages(),
    schemaDescriptions(),
    ...(isSsrBuild
      ? []
      : [
          startChunk(start),
          landingFilesPlugin(start),
          headScriptPlugin(),
          stalledNoticePlugin(),
          // dist/ is what operators copy to their server: the app, its site.json, compressed copies.
          siteConfigFile(siteJson),
          precompress(),
        ]),
  ],
  resolve: {
    alias: [
      // Messages arrive compiled (build/precompiled-messages.ts), so the ICU parser is not shipped.
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
      // React has useSyncExternalStore itself: the package's shim for older Reacts is left out.
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./build/use-sync-external-store-shim.ts', import.meta.url)),
      },
      // react-router's package points bundlers at its development build; the app ships the production one.
      ...(command === 'build' && !isSsrBuild
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // The renderer's server (npm run render) and the renderer alone, which npm run serve runs in itself.
    ...(isSsrBuild
      ? {
          outDir: 'dist-server',
          emptyOutDir: true,
          copyPublicDir: false,
          rollupOptions: { input: { main: 'src/server/main.ts', renderer: 'src/server/renderer.ts' } },
        }
      : {}),
    sourcemap: false,
    reportCompressedSize: false,
    // Every browser the build targets but Safari 16 preloads modules itself; there the preloads are
    // skipped and each chunk is fetched when it is imported, so the polyfill is left out.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: the import graph that `npm run size` walks.
    manifest: !isSsrBuild,
  },
  server: {
    // `npm run dev` forwards the sandbox and its knobs to `npm run serve` on 4173.
    proxy: {
      '/sandbox': 'http://localhost:4173',
      '/__sandbox': 'http://localhost:4173',
      '/site.json': 'http://localhost:4173',
      '/manifest.webmanifest': 'http://localhost:4173',
    },
  },
}));
