import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { sessionActor } from '../../session/session.ts';
import { readStoredSession } from '../../session/session-storage.ts';
import { demoCustomer, findCustomerByAccount } from '../../../sandbox/state/customers.ts';
import { issueSession } from '../../../sandbox/state/sessions.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { startApp } from '../../../tests/setup/render-app.tsx';
import { adoptTokenFromAddress, takeTokensFromAddress } from './adopt-token.ts';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const demoSession = () =>
  issueSession(
    sandbox.state.core.sessions,
    findCustomerByAccount(sandbox.state.core.customers, demoCustomer.email)!.UserId,
  );
const address = () => `${location.pathname}${location.search}${location.hash}`;

afterEach(() => {
  history.replaceState(null, '', '/');
  Object.keys(Cookies.get()).forEach((name) => Cookies.remove(name));
});

describe('takeTokensFromAddress', () => {
  it('takes the tokens out of the address, keeping the rest of it and adding no history entry', () => {
    history.replaceState(null, '', '/assets/recharge?from=app&token=t1&refreshToken=r1#top');
    const entries = history.length;
    expect(takeTokensFromAddress()).toEqual({ token: 't1', refreshToken: 'r1' });
    expect(address()).toBe('/assets/recharge?from=app#top');
    expect(history.length).toBe(entries);
  });

  it('leaves an address without a token alone', () => {
    history.replaceState(null, '', '/?from=app');
    expect(takeTokensFromAddress()).toBeNull();
    expect(address()).toBe('/?from=app');
  });
});

describe('adoptTokenFromAddress', () => {
  it('stores the token, loads the customer and signs in', async () => {
    startApp();
    const session = demoSession();
    history.replaceState(null, '', `/?from=app&token=${session.token}&refreshToken=${session.refreshToken}`);
    const adopting = adoptTokenFromAddress();
    expect(address()).toBe('/?from=app');
    expect(await adopting).toBe('signedIn');
    expect(readStoredSession()).toMatchObject({
      token: session.token,
      refreshToken: session.refreshToken,
      user: { Email: demoCustomer.email },
    });
    expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true);
    expect(sessionActor.getSnapshot().context.user?.Email).toBe(demoCustomer.email);
  });

  it('leaves the visitor signed out, with nothing stored, when the server refuses the token', async () => {
    startApp();
    history.replaceState(null, '', '/?from=app&token=forged');
    expect(await adoptTokenFromAddress()).toBe('refused');
    expect(address()).toBe('/?from=app');
    expect(sessionActor.getSnapshot().matches('signedIn')).toBe(false);
    expect(readStoredSession()).toEqual({ token: null, refreshToken: null, user: null });
  });

  it('does nothing without a token', async () => {
    startApp();
    history.replaceState(null, '', '/');
    expect(await adoptTokenFromAddress()).toBe('none');
    expect(readStoredSession().token).toBeNull();
  });
});
