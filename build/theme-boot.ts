/**
 * Vite plugin: puts the theme script (src/lib/theme-storage.ts) inline in <head>, so
 * the first frame is painted in the customer's theme and up colour. The CSP allows it by its hash.
 */
import type { Plugin } from 'vite';
import { themeBootScript } from '../src/lib/theme-storage.ts';

export function themeBoot(): Plugin {
  return {
    name: 'exchange-web:theme-boot',
    transformIndexHtml: () => [{ tag: 'script', children: themeBootScript(), injectTo: 'head' }],
  };
}
