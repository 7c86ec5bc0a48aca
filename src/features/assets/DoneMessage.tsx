/**
 * What a money action did, said once it is done, with the link to where it is recorded (when that
 * page is routed). With `takeFocus` (the customer's own action just ended) it takes the focus and
 * comes into view, so the next Tab goes on from it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { takeFocus as focusOnArrival } from '../../ui/focus-in-view.ts';
import '../../ui/form-alert.css';
import { useT } from '../../i18n/use-t.ts';

export function DoneMessage({
  children,
  recordsHref,
  takeFocus = false,
}: {
  children: ReactNode;
  recordsHref?: string;
  takeFocus?: boolean;
}) {
  const t = useT();
  if (!children) return null;
  return (
    <p
      className="form-alert form-alert--success"
      role="status"
      ref={takeFocus ? focusOnArrival : undefined}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {children} {recordsHref && <Link to={recordsHref}>{t('assets.history.see')}</Link>}
    </p>
  );
}
