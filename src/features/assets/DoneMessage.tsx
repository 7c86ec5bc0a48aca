/** What a money action did, said once it is done, with the link to where it is recorded (when that page is routed). */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import '../../ui/form-alert.css';

export function DoneMessage({ children, recordsHref }: { children: ReactNode; recordsHref?: string }) {
  const intl = useIntl();
  if (!children) return null;
  return (
    <p className="form-alert form-alert--success" role="status">
      {children} {recordsHref && <Link to={recordsHref}>{intl.formatMessage({ id: 'assets.history.see' })}</Link>}
    </p>
  );
}
