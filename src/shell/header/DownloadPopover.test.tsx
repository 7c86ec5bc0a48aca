import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { DownloadPopover } from './DownloadPopover.tsx';

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});

describe('download popover', () => {
  it('shows a QR code for each app market the site offers, and the download page', async () => {
    renderWithApp(<DownloadPopover />, {
      config: (c) => {
        c.home.appDownloads.beta = false;
        if (!c.routes.some((route) => route.path === '/download'))
          c.routes.push({ path: '/download', page: 'download', signIn: false });
      },
    });
    expect(sandbox.calls.get('versionNewAll')).toBeUndefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download' }));
    const panel = screen.getByRole('dialog', { name: 'Download the app' });
    const android = await within(panel).findByRole('img', { name: 'QR code to download the Android app' });
    expect(android).toHaveAttribute('width', '150');
    expect(within(panel).getByRole('img', { name: 'QR code to download the iOS app' })).toBeInTheDocument();
    expect(within(panel).queryByText('Android beta')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'All download options' })).toHaveAttribute('href', '/download');
  });
});
