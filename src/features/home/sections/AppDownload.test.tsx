import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import AppDownload from './AppDownload.tsx';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

describe('AppDownload', { timeout: 20_000 }, () => {
  it('offers each app the site-config switches on, with its QR code, link and version', async () => {
    renderWithApp(<AppDownload />);
    const android = await screen.findByRole('link', { name: 'Download for Android' });
    expect(android).toHaveAttribute(
      'href',
      'https://download.sandbox-exchange.example/android/sandbox-exchange-3.8.2.apk',
    );
    expect(screen.getByRole('link', { name: 'Download for iOS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the beta' })).toBeInTheDocument();
    expect(screen.getByText('Version 3.8.2')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code: Download for Android' }, { timeout: 10_000 });
    expect(qr).toHaveAttribute('width', '150');
    expect(screen.getByRole('link', { name: 'All download options' })).toHaveAttribute('href', '/download');
  });

  it('leaves out an app switched off', async () => {
    renderWithApp(<AppDownload />, { config: (c) => void (c.home.appDownloads.beta = false) });
    await screen.findByRole('link', { name: 'Download for Android' });
    expect(screen.queryByRole('link', { name: 'Download the beta' })).not.toBeInTheDocument();
  });

  it('draws no QR code when the QR code switch is off', async () => {
    renderWithApp(<AppDownload />, { config: (c) => void (c.switches.qrCode = false) });
    await screen.findByRole('link', { name: 'Download for Android' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when no app is offered', async () => {
    sandbox.state.foundation.appReleases = [];
    renderWithApp(<AppDownload />);
    expect(await screen.findByText('No app downloads are offered right now.')).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    sandbox.knobs.forcedCodes.set('versionNewAll', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    renderWithApp(<AppDownload />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Download for Android' })).toBeInTheDocument();
  });
});
