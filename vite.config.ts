import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
