/** The studio page's own Vite set-up: served by `npm run studio` only, never part of the app's build. */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/__studio/',
  plugins: [react()],
  // Kept in the checkout, away from the app's node_modules/.vite.
  cacheDir: `${root}.studio-cache`,
  // Every dependency is bundled before the page first loads, so the studio never reloads to add one.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'zod/mini',
      'js-cookie',
      // The app's page addresses (src/config/page-paths.ts) read the route table with react-router.
      'react-router',
    ],
    noDiscovery: true,
  },
  server: { fs: { allow: [root] } },
});
