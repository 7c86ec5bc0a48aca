/**
 * A page's heading and lead, from its keys in src/config/page-intros.ts. Start-up paints the same
 * two texts with the same classes before the app runs when a visitor lands on the page
 * (src/app/first-intro.ts), so they must stay plain: their styles are in global.css, which
 * index.html loads.
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
