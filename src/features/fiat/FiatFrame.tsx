/** The frame of the fiat pages below /fiat: a way back to it, the title, the lead, the page. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';
import './fiat.css';

export function FiatFrame({ title, lead, actions, children }: { title: string; lead?: string; actions?: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="page fiat-page fiat-page--narrow">
      {hasRoute('/fiat') && (
        <Link className="fiat-back" to="/fiat">
          ← {intl.formatMessage({ id: 'fiat.back' })}
        </Link>
      )}
      <div className="fiat-page__head">
        <h1>{title}</h1>
        {actions}
      </div>
      {lead && <p className="fiat-page__lead">{lead}</p>}
      {children}
    </div>
  );
}
