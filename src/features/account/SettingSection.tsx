/** One item of the settings page: its name, its state, what it is for, and its action. */
import type { ReactNode } from 'react';

interface SettingSectionProps {
  id: string;
  title: string;
  state?: string;
  text: string;
  action?: ReactNode;
  children?: ReactNode;
}

export function SettingSection({ id, title, state, text, action, children }: SettingSectionProps) {
  return (
    <section id={id} className="account-card setting" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className="setting__head">
        <div>
          <h2 id={`${id}-title`}>{title}</h2>
          {state && <p className="setting__state">{state}</p>}
          <p className="setting__text">{text}</p>
        </div>
        {action && <div className="setting__action">{action}</div>}
      </div>
      {children}
    </section>
  );
}
