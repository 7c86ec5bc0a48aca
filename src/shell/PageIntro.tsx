/**
 * A page's heading and lead, from its keys in src/config/page-intros.ts; their styles are in
 * global.css, which index.html loads, so a page the server rendered shows them styled at once.
 */
import type { ReactElement, ReactNode } from 'react';
import { pageIntros, type IntroKeys, type IntroPage } from '../config/page-intros.ts';
import { brand } from '../config/site-config.ts';
import { IntroView } from './IntroView.tsx';
import { useT } from '../i18n/use-t.ts';

/** The intro of `page`, with `children` below its lead; returns its title too, for the page's document title. */
export function usePageIntro(page: IntroPage, children?: ReactNode): { title: string; intro: ReactElement } {
  const t = useT();
  const keys: IntroKeys = pageIntros[page];
  const values = { brand: brand().name };
  const title = t(keys.title, values);
  const lead = t(keys.lead, values);
  return {
    title,
    intro: (
      <IntroView title={title} lead={lead} look={keys.look}>
        {children}
      </IntroView>
    ),
  };
}
