/** A page's heading and lead, as a page opens with them (PageIntro.tsx). */
import type { ReactNode } from 'react';
import type { IntroKeys } from '../config/page-intros.ts';
import { cardTitleId } from './intro-ids.ts';

interface IntroViewProps {
  title: string;
  /** Always there but on a sign-in card, which may open with its heading alone. */
  lead?: string;
  look?: IntroKeys['look'];
  /** Below the lead, inside the intro (a hero's search box, a card's form): start-up does not paint it. */
  children?: ReactNode;
}

export function IntroView({ title, lead, look, children }: IntroViewProps) {
  // A sign-in card is the whole page: the card centred, the texts and the form inside it.
  if (look === 'card')
    return (
      <div className="page auth-page">
        <section className="auth-card" aria-labelledby={cardTitleId}>
          <h1 id={cardTitleId} className="auth-card__title">
            {title}
          </h1>
          {lead && <p className="auth-card__intro">{lead}</p>}
          {children}
        </section>
      </div>
    );
  return (
    <div className={look ? `page-intro page-intro--${look}` : 'page-intro'}>
      <h1 className="page-intro__title">{title}</h1>
      <p className="page-intro__lead">{lead}</p>
      {children}
    </div>
  );
}
