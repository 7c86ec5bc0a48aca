/**
 * A part in a chunk of its own: `loading` while it comes, and `failed` (nothing unless told) when it
 * cannot come or render, instead of taking the app down with it.
 */
import { Suspense, type ReactNode } from 'react';
import { FailureBoundary } from './FailureBoundary.tsx';

interface DeferredProps {
  loading?: ReactNode;
  failed?: ReactNode;
  children: ReactNode;
}

export function Deferred({ loading = null, failed = null, children }: DeferredProps) {
  return (
    <FailureBoundary fallback={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </FailureBoundary>
  );
}
