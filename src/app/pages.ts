/**
 * The page registry: page id -> the import() of its component, each in its own chunk, as the
 * product areas declare them (page-declarations.ts). The registry is a chunk of its own
 * (page-components.ts loads it), so the home page's start-up does not grow with the number of pages.
 */
import type { ComponentType } from 'react';
import type { PageDeclaration } from '../config/page-declaration.ts';
import type { PageId } from '../config/page-ids.ts';
import { pageDeclarations } from './page-declarations.ts';

// The message areas each page loads with it travel with the registry, not in start-up.
export { pageMessageAreas } from './page-messages.ts';

const declared: Record<PageId, PageDeclaration> = pageDeclarations;
// Not config's pageIds: the registry would share a chunk with the site-config check for it.
const pageIds = Object.keys(declared) as PageId[];

export const pageModules = Object.fromEntries(pageIds.map((id) => [id, declared[id].component])) as Record<
  PageId,
  () => Promise<{ default: ComponentType }>
>;
