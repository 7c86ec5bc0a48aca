/**
 * Renders a route's page; a page that needs sign-in sends a signed-out visitor to sign in first,
 * and a page that fails says so in its place (PageFailed) until the customer goes elsewhere.
 */
import { createElement, startTransition, Suspense, use, useEffect, useReducer, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { RouteEntry } from '../config/site-config.schema.ts';
import { useLoggedOutHere, useSignedIn } from '../session/hooks.ts';
import { brand } from '../config/site-config.ts';
import { usePageDescription } from '../i18n/page-description.ts';
import { useMessageAreas } from '../i18n/language-store.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { pageAreas, pageComponent, pageReady } from './page-components.ts';
import type { PageId } from '../config/page-ids.ts';
import { loginHref } from '../config/page-paths.ts';
import { PageFailed } from './PageFailed.tsx';
import { FailureBoundary } from '../ui/FailureBoundary.tsx';
import { landingDrawn } from '../shell/landing-shown.ts';

/**
 * While a page loads: a spinner. Once the page's code and messages are in,
 * `onReady` draws it. Left to itself, React draws a page that waited (a retry) no sooner than
 * 300 ms after the last loading state it showed anywhere, a lazy footer's say; an update of the
 * gate's own, in a transition, is drawn at once, in slices that yield to input. A chunk that
 * failed draws it too: its error is thrown in that render, as a retry would have thrown it.
 */
function PageLoading({ page, onReady }: { page: PageId; onReady: () => void }) {
  const t = useT();
  useEffect(() => {
    let waiting = true;
    const ready = () => waiting && startTransition(onReady);
    void pageReady(page).then(ready, ready);
    return () => void (waiting = false);
  }, [page, onReady]);
  return <Spinner label={t('common.loading')} />;
}

/**
 * Waits (suspends) until the page's own message areas are known, then loaded, then shows the page.
 * Its `use` is its only hook: React replays a component that suspended in `use` without calling
 * it again, so a hook after it would meet no slot of its own (React error 467).
 */
function WithMessages({ page, children }: { page: PageId; children: ReactNode }) {
  const areas = pageAreas(page);
  return <PageMessages areas={areas instanceof Promise ? use(areas) : areas}>{children}</PageMessages>;
}

function PageMessages({ areas, children }: { areas: readonly string[]; children: ReactNode }) {
  // Before the hook that may suspend; it runs after the page's own effects, which ask for its data.
  useEffect(() => void landingDrawn(), []);
  useMessageAreas(areas);
  return children;
}

export function RouteGate({ entry }: { entry: RouteEntry }) {
  const signedIn = useSignedIn();
  const loggedOutHere = useLoggedOutHere();
  const location = useLocation();
  const [, draw] = useReducer((drawn: number) => drawn + 1, 0);
  usePageDescription(entry.page, brand().name);
  if (entry.signIn && !signedIn) {
    // After a logout the customer chose to leave: sign-in starts afresh, without a way back here.
    return <Navigate replace to={loginHref(loggedOutHere ? undefined : location.pathname + location.search)} />;
  }
  return (
    <FailureBoundary resetKey={location.pathname} fallback={<PageFailed />}>
      <Suspense fallback={<PageLoading page={entry.page} onReady={draw} />}>
        <WithMessages page={entry.page}>{createElement(pageComponent(entry.page))}</WithMessages>
      </Suspense>
    </FailureBoundary>
  );
}
