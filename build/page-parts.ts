/**
 * The parts of a page in chunks of their own that the page renderer names when it draws them
 * (src/lib/page-parts.ts): the footer, and each home section, read from the sections' registry
 * (src/features/home/sections.ts) as build/page-declarations.ts reads the pages, for the same reason.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PagePart } from '../src/lib/page-parts.ts';
import { homeSectionAreas, shellMessageAreas } from '../src/shell/message-areas.ts';
import type { DeclaredPage } from './page-declarations.ts';

const registry = 'src/features/home/sections.ts';
const sectionLoader = /(\w+):\s*\(\)\s*=>\s*import\('\.\/(sections\/[^']+)'\)/g;

/** The home sections of the registry's source: section id -> its module and message areas. */
export function sectionsDeclaredIn(source: string): Partial<Record<PagePart, DeclaredPage>> {
  const sections = [...source.matchAll(sectionLoader)].map(([, id, path]) => [
    `home-section:${id}`,
    { module: `src/features/home/${path}`, areas: [...homeSectionAreas(id!)] },
  ]);
  if (sections.length === 0) throw new Error(`${registry}: no section import('./sections/…') to read`);
  return Object.fromEntries(sections);
}

export function declaredPageParts(root: string): Partial<Record<PagePart, DeclaredPage>> {
  return {
    footer: { module: 'src/shell/footer/Footer.tsx', areas: [...shellMessageAreas.footer] },
    ...sectionsDeclaredIn(readFileSync(resolve(root, registry), 'utf8')),
  };
}
