import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { latestCode } from '../../../sandbox/state/verification-codes.ts';
import { sessionActor } from '../../session/session.ts';
import { renderSignInPages } from './test-pages.tsx';

const emailField = () => screen.findByLabelText('Email address');

// Typing whole forms takes a few seconds in jsdom.
describe('RegisterPage', { timeout: 15_000 }, () => {
  it('registers a new email account and signs it in', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/register' });
    await user.type(await emailField(), 'new.customer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Send again in/ });
    const code = latestCode(sandbox.state.core.codes, 'new.customer@example.com', 'register')!.code;
    await user.type(screen.getByLabelText('Verification code'), code);
    const rules = screen.getByRole('list');
    expect(rules).toHaveTextContent('8 to 32 characters (still needed)');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Fresh1234');
    expect(rules).toHaveTextContent('8 to 32 characters (done)');
    expect(rules).toHaveTextContent('A digit (done)');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true);
    expect(sandbox.state.core.customers.list.some((c) => c.Email === 'new.customer@example.com')).toBe(true);
  });

  it('says when the email is already registered, with a link to log in', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/register' });
    await user.type(await emailField(), 'demo@example.com');
    await user.tab();
    expect(await screen.findByText('This email address is already registered.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with this account instead' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    // Checking the whole form keeps saying so while the address is the taken one.
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept the terms to create your account.')).toBeInTheDocument();
    expect(screen.getByText('This email address is already registered.')).toBeInTheDocument();
    await user.type(await emailField(), '.ng');
    await waitFor(() =>
      expect(screen.queryByText('This email address is already registered.')).not.toBeInTheDocument(),
    );
  });

  it('checks a phone number when the field is left', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/register' });
    await user.click(await screen.findByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByLabelText('Phone number'), '8031234567');
    await user.tab();
    expect(await screen.findByText('This phone number is already registered.')).toBeInTheDocument();
  });

  it('takes the invite code from the address and says when it is unknown', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/register?invite=NOSUCH1' });
    const invite = await screen.findByLabelText('Invite code (optional)');
    expect(invite).toHaveValue('NOSUCH1');
    await user.click(invite);
    await user.tab();
    expect(await screen.findByText(/This invite code does not exist/)).toBeInTheDocument();
    await user.clear(invite);
    await user.type(invite, sandbox.state.core.customers.list[0].InviteCode);
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/This invite code does not exist/)).not.toBeInTheDocument());
  });

  it('links the agreement to the terms and privacy documents, and requires it', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/register' });
    expect(await screen.findByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/service?type=terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/service?type=privacy');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please accept the terms to create your account.')).toBeInTheDocument();
    expect(screen.getByText('Use 8 to 32 characters with at least one letter and one digit.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(sandbox.calls.get('customerRegisterUser')).toBeUndefined();
  });

  it('leads the agreement to the terms page even when the links call fails', async () => {
    sandbox.knobs.forcedCodes.set('commonSettingGetProtocolLinks', { code: 77001, msg: 'No', remaining: 1 });
    renderSignInPages({ route: '/user/register' });
    expect(await screen.findByText(/The links to the documents could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/service?type=terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('target', '_blank');
  });

  it('names the documents without a link when no terms page is routed', async () => {
    renderSignInPages({
      route: '/user/register',
      config: (c) => void (c.routes = c.routes.filter((r) => r.page !== 'service')),
    });
    await waitFor(() => expect(sandbox.calls.get('commonSettingGetProtocolLinks')).toBe(1));
    expect(await screen.findByText('Terms of Use', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Terms of Use' })).not.toBeInTheDocument();
  });

  it('shows a wrong code on the code field', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/register' });
    await user.type(await emailField(), 'other@example.com');
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Fresh1234');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The verification code is wrong.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });
});
