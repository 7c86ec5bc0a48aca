/**
 * On a page that opens with a heading and a lead (src/config/page-intros.ts), both are painted
 * into the start-up skeleton of index.html as soon as the page is known, while the app's code is
 * still downloading, with the page's own classes, where the page will draw them. The app's page
 * (and its loading state on the first render) draws the same texts in the same place.
 */
import type { IntroLook, IntroParts } from './landing.ts';

/** A message's parts written out: plain text, with each named value put in. */
export function introText(parts: IntroParts, values: Record<string, string>): string | null {
  let text = '';
  for (const [at, part] of parts.entries()) {
    if (at % 2 === 0) text += part;
    else if (values[part] === undefined) return null;
    else text += values[part];
  }
  return text;
}

/** Paints the heading and lead above the skeleton's wheel; returns whether it did. */
export function paintFirstIntro(
  { title, lead, look }: { title: string; lead: string; look?: IntroLook },
  root: ParentNode | null = document.getElementById('root'),
): boolean {
  const skeleton = root?.querySelector('.boot-main');
  if (!skeleton || root?.querySelector('.page-intro')) return false;
  const page = document.createElement('div');
  page.className = 'page';
  const intro = document.createElement('div');
  intro.className = look ? `page-intro page-intro--${look}` : 'page-intro';
  const heading = document.createElement('h1');
  heading.className = 'page-intro__title';
  heading.textContent = title;
  const paragraph = document.createElement('p');
  paragraph.className = 'page-intro__lead';
  paragraph.textContent = lead;
  intro.append(heading, paragraph);
  page.append(intro);
  // The wheel is drawn anew below the lead, still saying the rest of the page is on its way: moved,
  // the wheel already on screen would jump.
  const below = skeleton.cloneNode(true) as Element;
  below.classList.add('boot-main--after-intro');
  skeleton.replaceWith(page, below);
  return true;
}
