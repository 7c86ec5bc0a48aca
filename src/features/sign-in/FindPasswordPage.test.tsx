import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { now } from '../../../sandbox/core/clock.ts';
import { totp } from '../../../sandbox/modules/totp.ts';
import { hashSecret } from '../../../sandbox/state/customers.ts';
import { expireAllCodes, latestCode } from '../../../sandbox/state/verification-codes.ts';
import { renderSignInPages } from './test-pages.tsx';

type User = ReturnType<typeof userEvent.setup>;

async function requestCode(user: User, email: string): Promise<string> {
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('button', { name: 'Send code' }));
  await screen.findByRole('button', { name: /Send again in/ });
  return latestCode(sandbox.state.core.codes, email, 'findPwd')!.code;
}

// Typing whole forms takes a few seconds in jsdom.
describe('password recovery', { timeout: 15_000 }, () => {
  it('shows where codes go, checks the code, and sets the new password', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/findPwd' });
    expect(document.title).toBe('Reset your password · Lumen Exchange');
    const code = await requestCode(user, 'demo@example.com');
    expect(screen.getByLabelText('Email to de**@example.com')).toBeChecked();
    expect(screen.getByLabelText('Text message to +234 803****567')).not.toBeChecked();
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    expect(document.title).toBe('Set a new password · Lumen Exchange');
    expect(screen.queryByLabelText('Google Authenticator code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Newpass123');
    await user.type(screen.getByLabelText('Repeat the new password', { selector: 'input' }), 'Newpass124');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two passwords are not the same.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Repeat the new password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Repeat the new password', { selector: 'input' }), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(sandbox.state.core.customers.list[0].passwordHash).toBe(hashSecret('Newpass123'));
  });

  it('explains an expired code on the code field', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/findPwd' });
    const code = await requestCode(user, 'demo@example.com');
    expireAllCodes(sandbox.state.core.codes);
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The verification code has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to the code field when the code expires before the new password is set', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/findPwd' });
    const code = await requestCode(user, 'demo@example.com');
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Set a new password' });
    expireAllCodes(sandbox.state.core.codes);
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Newpass123');
    await user.type(screen.getByLabelText('Repeat the new password', { selector: 'input' }), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The verification code has expired. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByText('Account: demo@example.com')).toBeInTheDocument();
  });

  it('asks for the Google code when the account has the authenticator on', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/findPwd' });
    const code = await requestCode(user, 'twofa@example.com');
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const google = await screen.findByLabelText('Google Authenticator code');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'Newpass123');
    await user.type(screen.getByLabelText('Repeat the new password', { selector: 'input' }), 'Newpass123');
    await user.type(google, totp('JBSWY3DPEHPK3PXP', now()));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
  });

  it('says when no account has the address', async () => {
    const user = userEvent.setup();
    renderSignInPages({ route: '/user/findPwd' });
    await user.type(await screen.findByLabelText('Email address'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('No account uses this email address.')).toBeInTheDocument();
  });

  it('sends a direct visit of /user/setPwd back to /user/findPwd', async () => {
    renderSignInPages({ route: '/user/setPwd' });
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });
});
