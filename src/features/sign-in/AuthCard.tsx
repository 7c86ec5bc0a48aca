/**
 * The frame of a sign-in page without an intro of its own (finding and setting a password): a
 * centred card with the page's title, also the document's (the shell's card intro, as login and
 * registration draw it through usePageIntro).
 */
import type { ReactNode } from 'react';
import { IntroView } from '../../shell/IntroView.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import './auth.css';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <IntroView look="card" title={title} lead={intro}>
      {children}
    </IntroView>
  );
}
