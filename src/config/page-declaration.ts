/** What an area's pages.ts says of each of its pages (src/config/page-ids.ts has the ids). */
import type { ComponentType } from 'react';
import type { PageId } from './page-ids.ts';
import type { FeatureId } from './site-config.schema.ts';

export interface PageDeclaration {
  /** The page's component, as a fixed import() of its module: each page is a chunk of its own. */
  component: () => Promise<{ default: ComponentType }>;
  /**
   * The message areas the page loads with it: its product's, named after the folder holding
   * messages/ (src/features/<area>/messages/<language>.json), and shared ones
   * (src/i18n/messages/<language>/pages/<area>.json).
   */
  areas?: readonly string[];
  /**
   * The switch of site.json's `features` its routes carry (`"feature"`), when the page belongs to
   * one: the spec's name for the product (docs/feature-switches.md, made by `npm run generate`).
   */
  feature?: FeatureId;
}

/** `pages satisfies PageDeclarations<typeof pageIds>`: a page of the area without a declaration is a type error. */
export type PageDeclarations<Ids extends readonly PageId[]> = Record<Ids[number], PageDeclaration>;
