/** The frame of the API pages: a way back to the account, the title and the page's own actions. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './api-keys.css';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

interface ApiFrameProps {
  title: string;
  /** Where "back" leads; the account by default, none with null. */
  back?: { to: string; labelId: string } | null;
  actions?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

export function ApiFrame({ title, back, actions, children, wide = false }: ApiFrameProps) {
  const t = useT();
  const way =
    back !== undefined
      ? back
      : isRouted('accountUserInfo')
        ? { to: pagePath('accountUserInfo'), labelId: 'apiKeys.backToAccount' }
        : null;
  return (
    <div className={`page api-page${wide ? ' api-page--wide' : ''}`}>
      {way && (
        <Link className="api-page__back" to={way.to}>
          ← {t(way.labelId)}
        </Link>
      )}
      <div className="api-page__head">
        <h1>{title}</h1>
        {actions && <div className="api-page__actions">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
