import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { latestLoginQr } from '../../../../sandbox/state/login-qr.ts';
import { sessionActor } from '../../../session/session.ts';
import { loginQrMachine } from './login-qr-machine.ts';
import { LoginQrPanel } from './LoginQrPanel.tsx';

// The real calls against the sandbox, polled every 20 ms instead of every 2 s.
const fastPolling = loginQrMachine.provide({ delays: { pollInterval: 20 } });
const latestQr = () => latestLoginQr(sandbox.state.core.loginQr)!;

describe('LoginQrPanel', () => {
  it('shows the code, says when it is scanned, and signs in when the phone confirms', async () => {
    renderWithApp(<LoginQrPanel logic={fastPolling} />);
    expect(await screen.findByText('Waiting for a scan…')).toBeInTheDocument();
    // qrcode.react is a lazy chunk: the first load takes a moment.
    const image = await screen.findByRole('img', { name: 'QR code to log in with the app' }, { timeout: 5000 });
    expect(image).toHaveAttribute('width', '150');
    latestQr().status = 'scanned';
    expect(await screen.findByText('Scanned. Confirm the log-in on your phone.')).toBeInTheDocument();
    latestQr().status = 'confirmed';
    latestQr().customerId = sandbox.state.core.customers.list[0].UserId;
    expect(await screen.findByText('Confirmed. Logging you in…')).toBeInTheDocument();
    expect(sessionActor.getSnapshot().matches('signedIn')).toBe(true);
  });

  it('offers a new code once the code has expired', async () => {
    const user = userEvent.setup();
    renderWithApp(<LoginQrPanel logic={fastPolling} />);
    await screen.findByText('Waiting for a scan…');
    const first = latestQr();
    first.expiresAt = 0;
    await user.click(await screen.findByRole('button', { name: 'Refresh code' }));
    expect(await screen.findByText('Waiting for a scan…')).toBeInTheDocument();
    expect(latestQr().qrId).not.toBe(first.qrId);
  });

  it('shows a failed call with a retry', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('customerGetLoginQR', { code: 10001, msg: 'Not now', remaining: 1 });
    renderWithApp(<LoginQrPanel logic={fastPolling} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server refused this (code 10001). Not now');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Waiting for a scan…')).toBeInTheDocument();
  });
});
