/** The frame of every sign-in page: a centred card with the page's title (the shell's card intro, which start-up can paint). */
import type { ReactNode } from 'react';
import { IntroView } from '../../shell/IntroView.tsx';
import './auth.css';

export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <IntroView look="card" title={title} lead={intro}>
      {children}
    </IntroView>
  );
}
