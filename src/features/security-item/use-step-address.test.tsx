// @vitest-environment jsdom
/** The address and the flow kept together, with the router's location in the test's hands. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { useEffect } from 'react';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router, type Location, type Navigator, type To } from 'react-router';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { installSiteConfig } from '../../config/site-config.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { SecurityItemFlow } from './security-item-flow.ts';
import { securityItemMachine, stepOf } from './security-item-machine.ts';
import type { AccountInput, BindInfo, ItemCodes, Outcome, Ticket } from './security-item-types.ts';
import { useStepAddress } from './use-step-address.ts';

installSiteConfig(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8')) as SiteConfig,
);

const demoInfo: Outcome<BindInfo> = {
  ok: true,
  value: { Phone: '803****567', AreaCode: '234', Email: 'de**@example.com', GoogleEnabled: false },
};
const ticket: Outcome<Ticket> = { ok: true, value: { token: 'ticket-1', expiresInSeconds: 600 } };
const machine = securityItemMachine.provide({
  actors: {
    lookUpAccount: fromPromise<Outcome<BindInfo>, AccountInput>(async () => demoInfo),
    proveItems: fromPromise<Outcome<Ticket>, { account: AccountInput; codes: ItemCodes }>(async () => ticket),
  },
});

/** A router whose address only the test moves; the pages it is asked to go to are recorded. */
function addressBar() {
  const asked: string[] = [];
  const path = (to: To) => (typeof to === 'string' ? to : (to.pathname ?? ''));
  const navigator: Navigator = {
    createHref: path,
    go: () => {},
    push: (to) => void asked.push(path(to)),
    replace: (to) => void asked.push(`replace ${path(to)}`),
  };
  const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: 'entry-1' });
  return { asked, navigator, at };
}

const flows: ActorRefFrom<typeof machine>[] = [];
function Steps() {
  const flow = SecurityItemFlow.useActorRef() as ActorRefFrom<typeof machine>;
  useEffect(() => void flows.push(flow), [flow]);
  return <p>{useStepAddress()}</p>;
}

afterEach(() => {
  flows.length = 0;
  history.replaceState(null, '', '/');
});

/** The page on step 2, its address still that of step 1 as the router last drew it. */
async function onSecondStep() {
  const { asked, navigator, at } = addressBar();
  history.replaceState(null, '', '/securityItem/firstStep');
  const view = render(
    <Router location={at('/securityItem/firstStep')} navigator={navigator}>
      <SecurityItemFlow.Provider logic={machine}>
        <Steps />
      </SecurityItemFlow.Provider>
    </Router>,
  );
  const flow = flows[0];
  await act(async () => {
    flow.send({ type: 'LOOK_UP', account: { kind: 'email', email: 'demo@example.com' } });
    await waitFor(flow, (s) => s.matches({ firstStep: 'choosing' }));
    flow.send({ type: 'CHOOSE', item: 'email' });
    flow.send({ type: 'PROVE', codes: { phone: '123456' } });
    await waitFor(flow, (s) => stepOf(s) === 'secondStep');
  });
  expect(asked).toEqual(['/securityItem/secondStep']);
  expect(view.container.textContent).toBe('secondStep');
  return { asked, flow, view };
}

/** The browser's back or forward press, landing on `pathname`. */
function browserGoesTo(pathname: string) {
  history.replaceState(null, '', pathname);
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
}

describe('useStepAddress', () => {
  it('follows a back press that lands on the address last drawn, before the new one was ever drawn', async () => {
    const { asked, flow, view } = await onSecondStep();
    // The router's address is the one drawn last, unchanged; only the browser's event says.
    browserGoesTo('/securityItem/firstStep');
    expect(stepOf(flow.getSnapshot())).toBe('firstStep');
    expect(view.container.textContent).toBe('firstStep');
    expect(asked).toEqual(['/securityItem/secondStep']);
  });

  it('leaves the flow alone on a back press out of the page', async () => {
    const { asked, flow } = await onSecondStep();
    browserGoesTo('/user/login');
    expect(stepOf(flow.getSnapshot())).toBe('secondStep');
    expect(asked).toEqual(['/securityItem/secondStep']);
  });
});
