/** What a money action did, said once it is done, with the link to where it is recorded (when that page is routed). */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../../ui/form-alert.css';
import { useT } from '../../i18n/use-t.ts';

export function DoneMessage({ children, recordsHref }: { children: ReactNode; recordsHref?: string }) {
  const t = useT();
  if (!children) return null;
  return (
    <p className="form-alert form-alert--success" role="status">
      {children} {recordsHref && <Link to={recordsHref}>{t('assets.history.see')}</Link>}
    </p>
  );
}
