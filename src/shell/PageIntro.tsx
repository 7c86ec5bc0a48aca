/**
 * A page's heading and lead, from its keys in src/config/page-intros.ts. Start-up paints the same
 * two texts with the same classes before the app runs when a visitor lands on the page
 * (src/app/first-intro.ts), so they must stay plain: their styles are in global.css, which
 * index.html loads.
 */
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { pageIntros, type IntroPage } from '../config/page-intros.ts';
import { brand } from '../config/site-config.ts';

export function IntroView({ title, lead }: { title: string; lead: string }) {
  return (
    <div className="page-intro">
      <h1 className="page-intro__title">{title}</h1>
      <p className="page-intro__lead">{lead}</p>
    </div>
  );
}

/** The intro of `page`; returns its title too, for the page's document title. */
export function usePageIntro(page: IntroPage): { title: string; intro: ReactElement } {
  const intl = useIntl();
  const values = { brand: brand().name };
  const title = intl.formatMessage({ id: pageIntros[page].title }, values);
  const lead = intl.formatMessage({ id: pageIntros[page].lead }, values);
  return { title, intro: <IntroView title={title} lead={lead} /> };
}
