/** A placeholder while something loads: its skeleton shapes, marked busy, and "Loading" said once to screen readers. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function LoadingSkeleton({ className, children }: { className?: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="visually-hidden">
        {intl.formatMessage({ id: 'common.loading' })}
      </span>
      {children}
    </div>
  );
}
