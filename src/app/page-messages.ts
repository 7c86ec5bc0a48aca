/**
 * The message areas (src/features/<area>/messages/, or shared in src/i18n/messages/<language>/pages/)
 * each page loads with it, as its product area declares them (pages.ts).
 */
import type { PageDeclaration } from '../config/page-declaration.ts';
import type { PageId } from '../config/page-ids.ts';
import { pageDeclarations } from './page-declarations.ts';

const declared: Record<PageId, PageDeclaration> = pageDeclarations;
// Not config's pageIds: the registry would share a chunk with the site-config check for it.
const pageIds = Object.keys(declared) as PageId[];

export const pageMessageAreas: Partial<Record<PageId, readonly string[]>> = Object.fromEntries(
  pageIds.flatMap((id) => (declared[id].areas ? [[id, declared[id].areas]] : [])),
);
