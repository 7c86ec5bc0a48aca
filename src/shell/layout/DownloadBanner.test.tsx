import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { DownloadBanner } from './DownloadBanner.tsx';
import { downloadBannerClosed, useDownloadBannerClosed } from './download-banner-store.ts';

function Frame() {
  return useDownloadBannerClosed() ? <p>closed</p> : <DownloadBanner />;
}

describe('DownloadBanner', () => {
  it('invites to the download page', () => {
    renderWithApp(<Frame />);
    const banner = screen.getByRole('complementary', { name: 'Get the app' });
    expect(banner).toHaveTextContent('Trade anywhere with the Lumen Exchange app.');
    expect(screen.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/download');
  });

  it('closes with its button and remembers it', async () => {
    renderWithApp(<Frame />);
    expect(downloadBannerClosed()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Close the app invitation' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(downloadBannerClosed()).toBe(true);
  });

  it('can be closed from the keyboard', async () => {
    renderWithApp(<Frame />);
    const close = screen.getByRole('button', { name: 'Close the app invitation' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
