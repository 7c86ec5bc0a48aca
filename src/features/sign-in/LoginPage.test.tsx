import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { sandbox } from '../../../tests/setup/dom.ts';
import { now } from '../../../sandbox/core/clock.ts';
import { totp } from '../../../sandbox/modules/totp.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import { logout, onLoggedOut, sessionActor } from '../../session/session.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import LoginPage from './LoginPage.tsx';
import { renderSignInPages } from './test-pages.tsx';

const signedIn = () => sessionActor.getSnapshot().matches('signedIn');

async function fillPassword(account: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), account);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.keyboard('{Enter}');
  return user;
}

// Typing whole forms takes a few seconds in jsdom.
describe('LoginPage', { timeout: 15_000 }, () => {
  it('signs in with email and password and goes to the return path', async () => {
    renderSignInPages({ route: '/user/login?return=%2Fassets%3Fcoin%3DBTC' });
    await fillPassword('demo@example.com', 'Demo1234!');
    expect(await screen.findByText('Landed on /assets?coin=BTC')).toBeInTheDocument();
    expect(signedIn()).toBe(true);
    expect(sandbox.calls.get('customerCheckIsRemoteLogIn')).toBe(1);
  });

  it('never follows a return path to another site', async () => {
    renderSignInPages({ route: '/user/login?return=%2F%2Fevil.com' });
    await fillPassword('demo@example.com', 'Demo1234!');
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
  });

  it('signs in with a phone number and the default area code', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/login' });
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    expect(screen.getByLabelText('Area code')).toHaveValue('234');
    await waitFor(() => expect(screen.getByRole('option', { name: '+234 Nigeria' })).toBeInTheDocument());
    await user.type(screen.getByLabelText('Phone number'), '803 123 4567');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
  });

  it('shows a wrong password on the password field', async () => {
    renderSignInPages({ route: '/user/login' });
    await fillPassword('demo@example.com', 'Wrong1234!');
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('The account or password is wrong.')).toBeInTheDocument();
    expect(signedIn()).toBe(false);
  });

  it('checks the fields before calling', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/login' });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(sandbox.calls.get('customerSignIn')).toBeUndefined();
  });

  it('asks twofa@example.com for the Google code, then signs in', async () => {
    renderSignInPages({ route: '/user/login?return=%2Faccount%2Fsetting' });
    const user = await fillPassword('twofa@example.com', 'Twofa1234!');
    const code = await screen.findByLabelText('Google Authenticator code');
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    await user.type(code, '000000');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The verification code is wrong.')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, totp('JBSWY3DPEHPK3PXP', now()));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Landed on /account/setting')).toBeInTheDocument();
  });

  it('asks remote@example.com for a mailed code, then signs in', async () => {
    renderSignInPages({ route: '/user/login' });
    const user = await fillPassword('remote@example.com', 'Remote1234!');
    expect(await screen.findByText(/logging in from a new device/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Send again in/ });
    const sent = latestCode(sandbox.state.core.codes, 'remote@example.com', 'login');
    await user.type(screen.getByLabelText('Verification code'), sent!.code);
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/login' });
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    [
      '/user/login',
      'Log in',
      /^Welcome back\. Log in to trade, deposit and withdraw with your Lumen Exchange account\.$/,
    ],
    ['/user/register', 'Create your account', /^It takes a minute: your email address or phone number/],
  ])('%s opens its card with its heading and lead, and names the document after it', async (route, title, lead) => {
    renderSignInPages({ route });
    const card = await screen.findByRole('region', { name: title });
    expect(within(card).getByText(lead)).toBeInTheDocument();
    expect(document.title).toBe(`${title} · Lumen Exchange`);
  });

  it('offers the QR tab only when the loginQr switch is on', async () => {
    const user = userEvent.setup();
    const first = renderSignInPages({ route: '/user/login' });
    await user.click(await screen.findByRole('tab', { name: 'Scan to log in' }));
    expect(await screen.findByText('Waiting for a scan…')).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: 'QR code to log in with the app' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    first.unmount();
    renderSignInPages({ route: '/user/login', config: (c) => void (c.switches.loginQr = false) });
    await screen.findByLabelText('Email address');
    expect(screen.queryByRole('tab', { name: 'Scan to log in' })).not.toBeInTheDocument();
  });

  it('links to registration and password recovery', async () => {
    renderSignInPages({ route: '/user/login' });
    const links = within(await screen.findByRole('navigation', { name: 'More sign-in options' }));
    expect(links.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/user/findPwd');
    expect(links.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/user/register');
  });

  it('keeps a customer who is logging out on the login page, instead of sending them on as signed in', async () => {
    let navigate: (to: string) => void = () => {};
    function Navigator() {
      navigate = useNavigate();
      return null;
    }
    function Landed() {
      return <p>Landed on {useLocation().pathname}</p>;
    }
    renderWithApp(
      <>
        <Navigator />
        <Routes>
          <Route path="/user/login" element={<LoginPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </>,
      { route: '/account/userInfo', signedIn: true },
    );
    expect(await screen.findByText('Landed on /account/userInfo')).toBeInTheDocument();
    // As the app does: go to the login page first, the session clearing once it is there.
    onLoggedOut(async () => {
      navigate('/user/login');
      await screen.findByLabelText('Email address');
    });
    try {
      expect(await logout()).toBe(true);
      expect(signedIn()).toBe(false);
      expect(screen.getByLabelText('Email address')).toBeInTheDocument();
      expect(screen.queryByText(/Landed on/)).toBeNull();
    } finally {
      onLoggedOut(async () => {});
    }
  });
});
