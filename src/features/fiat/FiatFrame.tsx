/** The frame of the fiat pages below /fiat: a way back to it, the title, the lead, the page. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './fiat.css';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

interface FiatFrameProps {
  title: string;
  lead?: string;
  actions?: ReactNode;
  /** A page of tables takes the whole width; a form or an order keeps a readable column. */
  wide?: boolean;
  children: ReactNode;
}

export function FiatFrame({ title, lead, actions, wide = false, children }: FiatFrameProps) {
  const t = useT();
  return (
    <div className={wide ? 'page fiat-page' : 'page fiat-page fiat-page--narrow'}>
      {isRouted('fiat') && (
        <Link className="fiat-back" to={pagePath('fiat')}>
          ← {t('fiat.back')}
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
