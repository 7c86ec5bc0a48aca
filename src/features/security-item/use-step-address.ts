/**
 * Keeps the address and the flow together: a step the machine moves to is pushed to the address,
 * and an address the browser arrives at (reload, direct link, back and forward) is sent to the
 * machine, which decides whether that step may be shown; the address then follows its answer.
 * The steps are the page's routes in table order: its first route is the first step, and so on.
 */
import { useEffect, useRef } from 'react';
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

const stepAt = (pathname: string): Step =>
  steps[pageRoutes('securityItem').findIndex((route) => matchPath(route.path, pathname))] ?? 'firstStep';

export function useStepAddress(): Step {
  const flow = SecurityItemFlow.useActorRef();
  const step = SecurityItemFlow.useSelector(stepOf);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const addressed = stepAt(pathname);
  const shownStep = useRef(step);

  // The browser arrived at an address: ask the machine, and correct the address if it said no.
  useEffect(() => {
    flow.send({ type: 'VISIT', step: addressed });
    const allowed = stepOf(flow.getSnapshot());
    shownStep.current = allowed;
    if (allowed !== addressed) navigate({ pathname: stepPath(allowed), search }, { replace: true });
    // The query (a language, app mode) rides along; only the step decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow, addressed, navigate]);

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
