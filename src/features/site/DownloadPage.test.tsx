import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import DownloadPage from './DownloadPage.tsx';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

describe('DownloadPage', { timeout: 20_000 }, () => {
  it('shows each app market with its QR code and link', async () => {
    renderWithApp(<DownloadPage />, { route: '/download' });
    expect(screen.getByRole('heading', { level: 1, name: 'Get the Lumen Exchange app' })).toBeInTheDocument();
    for (const [name, href] of [
      ['Download for Android', 'https://download.sandbox-exchange.example/android/sandbox-exchange-3.8.2.apk'],
      ['Download for iOS', 'https://download.sandbox-exchange.example/ios'],
      ['Download the beta', 'https://download.sandbox-exchange.example/beta/sandbox-exchange-3.9.0-beta.2.apk'],
    ]) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute('href', href);
      const qr = await screen.findByRole('img', { name }, { timeout: 10_000 });
      expect(qr).toHaveAttribute('width', '150');
    }
    expect(screen.getByText('Version 3.9.0-beta.2')).toBeInTheDocument();
  });

  it('sizes the QR codes from the site-config', async () => {
    renderWithApp(<DownloadPage />, { config: (c) => void (c.constants.qrCode.size = 200) });
    expect(await screen.findByRole('img', { name: 'Download for iOS' }, { timeout: 10_000 })).toHaveAttribute(
      'width',
      '200',
    );
  });

  it('says so when no app is offered', async () => {
    sandbox.state.foundation.appReleases = [];
    renderWithApp(<DownloadPage />);
    expect(await screen.findByText('No app downloads are offered right now.')).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    sandbox.knobs.forcedCodes.set('versionNewAll', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    renderWithApp(<DownloadPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Download for iOS' })).toBeInTheDocument();
  });
});
