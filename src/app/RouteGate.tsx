/** Renders a route's page; a page that needs sign-in sends a signed-out visitor to sign in first. */
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIntl } from 'react-intl';
import type { RouteEntry } from '../config/site-config.schema.ts';
import { useSignedIn } from '../session/hooks.ts';
import { brand } from '../config/site-config.ts';
import { usePageDescription } from '../i18n/descriptions.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { pages } from './pages.ts';
import type { PageId } from './page-ids.ts';

export function RouteGate({ entry }: { entry: RouteEntry }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  const intl = useIntl();
  usePageDescription(entry.page, brand().name);
  if (entry.signIn && !signedIn) {
    return <Navigate replace to={`/user/login?return=${encodeURIComponent(location.pathname + location.search)}`} />;
  }
  const Page = pages[entry.page as PageId];
  return (
    <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'common.loading' })} />}>
      <Page />
    </Suspense>
  );
}
