import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import InvitePage from './InvitePage.tsx';

const link = () => `${location.origin}/user/register?invite=DEMO2024`;

describe('InvitePage', () => {
  it('shows the invite code, the link and its QR code', async () => {
    renderWithApp(<InvitePage />, { signedIn: true, route: '/invite' });
    expect(await screen.findByLabelText('Your invite code')).toHaveValue('DEMO2024');
    expect(screen.getByLabelText('Your invite link')).toHaveValue(link());
    // qrcode.react is a lazy chunk: its first load in a test run can be slow.
    const qr = await screen.findByRole('img', { name: 'QR code of your invite link' }, { timeout: 15_000 });
    expect(qr).toHaveAttribute('width', '150');
  }, 20_000);

  it('copies the code and the link, and says so', async () => {
    const user = userEvent.setup();
    renderWithApp(<InvitePage />, { signedIn: true, route: '/invite' });
    await user.click(await screen.findByRole('button', { name: 'Copy invite code' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('DEMO2024');
    await user.click(screen.getByRole('button', { name: 'Copy invite link' }));
    expect(await navigator.clipboard.readText()).toBe(link());
  });

  it('selects the text and says to copy it by hand when the clipboard is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    renderWithApp(<InvitePage />, { signedIn: true, route: '/invite' });
    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(await screen.findByText(/Your browser did not allow copying/)).toBeInTheDocument();
    const field = screen.getByLabelText<HTMLInputElement>('Your invite link');
    expect(field.selectionEnd! - field.selectionStart!).toBe(link().length);
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('offers a retry when the user info cannot be loaded', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('customerGetCustomerWithBaseResponse', {
      code: 77001,
      msg: 'Sandbox answer',
      remaining: 1,
    });
    renderWithApp(<InvitePage />, { signedIn: true, route: '/invite' });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Your invite code')).toHaveValue('DEMO2024');
  });

  it('leaves the QR code out when the QR code switch is off', async () => {
    renderWithApp(<InvitePage />, {
      signedIn: true,
      route: '/invite',
      config: (c) => void (c.switches.qrCode = false),
    });
    await screen.findByLabelText('Your invite code');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
