/**
 * On a page that opens with a heading and a lead (src/config/page-intros.ts), both are painted
 * into the start-up skeleton of index.html as soon as the page is known, while the app's code is
 * still downloading, with the page's own classes, where the page will draw them. The app's page
 * (and its loading state on the first render) draws the same texts in the same place.
 */
import { cardTitleId } from '../shell/intro-ids.ts';
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

/** Paints the heading and lead above the skeleton's wheel (on a card, the wheel in the card); returns whether it did. */
export function paintFirstIntro(
  { title, lead, look }: { title: string; lead: string; look?: IntroLook },
  root: ParentNode | null = document.getElementById('root'),
): boolean {
  const skeleton = root?.querySelector('.boot-main');
  if (!skeleton || root?.querySelector('.page-intro, .auth-card')) return false;
  const element = (tag: string, className: string, text?: string) => {
    const made = document.createElement(tag);
    made.className = className;
    if (text !== undefined) made.textContent = text;
    return made;
  };
  // The wheel is drawn anew below the lead, still saying the rest of the page is on its way: moved,
  // the wheel already on screen would jump.
  const wheel = skeleton.cloneNode(true) as Element;
  wheel.classList.add('boot-main--after-intro');
  if (look === 'card') {
    // The sign-in pages' card (IntroView), the wheel inside it where the form will be.
    const page = element('div', 'page auth-page');
    const card = element('section', 'auth-card');
    card.setAttribute('aria-labelledby', cardTitleId);
    const heading = element('h1', 'auth-card__title', title);
    heading.id = cardTitleId;
    card.append(heading, element('p', 'auth-card__intro', lead), wheel);
    page.append(card);
    skeleton.replaceWith(page);
    return true;
  }
  const page = element('div', 'page');
  const intro = element('div', look ? `page-intro page-intro--${look}` : 'page-intro');
  intro.append(element('h1', 'page-intro__title', title), element('p', 'page-intro__lead', lead));
  page.append(intro);
  skeleton.replaceWith(page, wheel);
  return true;
}
