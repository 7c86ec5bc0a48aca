/**
 * The page registry: page id -> lazy component. Every id of page-ids.ts must have an entry
 * (the type check fails otherwise), and every entry is a fixed import(), never a built path.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PageId } from './page-ids.ts';

export const pages = {
  home: lazy(() => import('../features/home/HomePage.tsx')),
  about: lazy(() => import('../features/site/AboutPage.tsx')),
  download: lazy(() => import('../features/site/DownloadPage.tsx')),
  update: lazy(() => import('../features/site/UpdatePage.tsx')),
  error: lazy(() => import('../features/site/ErrorPage.tsx')),
  notFound: lazy(() => import('../features/site/NotFoundPage.tsx')),
  serverError: lazy(() => import('../features/site/ServerErrorPage.tsx')),
} satisfies Record<PageId, LazyExoticComponent<ComponentType>>;
