/** A placeholder while something loads: its skeleton shapes, marked busy, and "Loading" said once to screen readers. */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface LoadingSkeletonProps {
  className?: string;
  /** What screen readers hear, in the page's language; "Loading" when not given. */
  label?: string;
  children: ReactNode;
}

export function LoadingSkeleton({ className, label, children }: LoadingSkeletonProps) {
  const intl = useIntl();
  return (
    <div className={className} aria-busy="true">
      <span role="status" className="visually-hidden">
        {label ?? intl.formatMessage({ id: 'common.loading' })}
      </span>
      {children}
    </div>
  );
}
