/** A page that is one message with a way on: the error pages and the maintenance page. */
import type { ReactNode } from 'react';
import './message-page.css';

export function MessagePage({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="page message-page">
      <h1>{title}</h1>
      <p>{text}</p>
      {children && <div className="message-page__actions">{children}</div>}
    </div>
  );
}
