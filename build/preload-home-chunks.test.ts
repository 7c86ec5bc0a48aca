import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;
import { preloadedFiles } from './preload-home-chunks.ts';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId: facadeModuleId && `/repo/${facadeModuleId}`, imports, isEntry }) as unknown as OutputChunk;

const bundle = Object.fromEntries(
  [
    chunk('index.js', 'index.html', ['react.js'], true),
    chunk('react.js', null),
    chunk('HomePage.js', 'src/features/home/HomePage.tsx', ['react.js', 'sections.js']),
    chunk('sections.js', null),
    chunk('common.js', 'src/i18n/messages/en/common.json'),
    chunk('account.js', 'src/i18n/messages/en/pages/account.json'),
    chunk('fr-common.js', 'src/i18n/messages/fr/common.json'),
    chunk('About.js', 'src/features/site/AboutPage.tsx'),
  ].map((c) => [c.fileName, c]),
) as OutputBundle;

describe('preloaded home chunks', () => {
  it('preloads the named modules, their imports and the shared messages of the language, nothing the entry has', () => {
    expect(preloadedFiles(bundle, '/repo', { modules: ['src/features/home/HomePage.tsx'], messageFolder: 'src/i18n/messages/en/' })).toEqual(['HomePage.js', 'common.js', 'sections.js']);
  });
});
