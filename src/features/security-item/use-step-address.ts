/**
 * Keeps the address and the flow together: a step the machine moves to is pushed to the address,
 * and an address the browser arrives at (reload, direct link, back and forward) is sent to the
 * machine, which decides whether that step may be shown; the address then follows its answer.
 * The steps are the page's routes in table order: its first route is the first step, and so on.
 */
import { useCallback, useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { SecurityItemFlow } from './security-item-flow.ts';
import { stepOf } from './security-item-machine.ts';
import { steps, type Step } from './security-item-types.ts';
import { pagePath, pageRoutes } from '../../config/page-paths.ts';

/** The step's route: the page's routes in table order are the first, second and third steps. */
const stepPath = (step: Step): string => {
  const route = pageRoutes('securityItem')[steps.indexOf(step)];
  return route ? route.path : pagePath('securityItem');
};

/** The step an address shows, if it is one of the page's. */
const stepIfAt = (pathname: string): Step | undefined =>
  steps[pageRoutes('securityItem').findIndex((route) => matchPath(route.path, pathname))];

const stepAt = (pathname: string): Step => stepIfAt(pathname) ?? 'firstStep';

export function useStepAddress(): Step {
  const flow = SecurityItemFlow.useActorRef();
  const step = SecurityItemFlow.useSelector(stepOf);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const addressed = stepAt(pathname);
  const shownStep = useRef(step);

  /** Asks the machine for the step at an address, and corrects the address if it said no. */
  const visit = useCallback(
    (at: Step, query: string) => {
      flow.send({ type: 'VISIT', step: at });
      const allowed = stepOf(flow.getSnapshot());
      shownStep.current = allowed;
      // The query (a language, app mode) rides along; only the step decides.
      if (allowed !== at) navigate({ pathname: stepPath(allowed), search: query }, { replace: true });
    },
    [flow, navigate],
  );

  // The browser arrived at an address (a reload, a link, back or forward).
  useEffect(() => {
    visit(addressed, search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visit, addressed]);

  // Back and forward, from the browser's own event too: a press quick enough to come before the
  // address the machine pushed was drawn lands on the address drawn last, no new address to React.
  useEffect(() => {
    // Leaving the page is no visit: the page goes, and its progress with it.
    const onHistory = () => {
      const at = stepIfAt(window.location.pathname);
      if (at) visit(at, window.location.search);
    };
    window.addEventListener('popstate', onHistory);
    return () => window.removeEventListener('popstate', onHistory);
  }, [visit]);

  // The machine moved on (or back): the address follows, as a new history entry. The machine's
  // own snapshot is read, since a visit handled just above may already have moved it again.
  useEffect(() => {
    const current = stepOf(flow.getSnapshot());
    if (shownStep.current === current) return;
    shownStep.current = current;
    if (current !== addressed) navigate({ pathname: stepPath(current), search });
    // Only a change of the machine's step moves the address; `addressed` is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow, step, navigate]);

  return step;
}
