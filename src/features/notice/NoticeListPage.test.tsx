import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import NoticeListPage from './NoticeListPage.tsx';

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});

describe('NoticeListPage', () => {
  it('lists the announcements of the type in the address, each linked by its keyWords id', async () => {
    renderWithApp(<NoticeListPage />, { route: '/notice/list?type=security' });
    const list = screen.getByRole('region', { name: 'Announcements' });
    const links = await within(list).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'A simpler way to bind Google Authenticator',
      'Beware of phishing sites and fake support agents',
    ]);
    expect(links[1]).toHaveAttribute('href', '/notice/detail?keyWords=1003');
  });

  it('says no announcement matches the filters and clears them on request', async () => {
    const { router } = renderWithApp(<NoticeListPage />, { route: '/notice/list?type=listing&q=zebra' });
    expect(await screen.findByText('No announcement matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show every announcement' }));
    expect(
      await screen.findByRole('link', { name: 'Scheduled wallet maintenance for the TRON (TRC20) network' }),
    ).toBeInTheDocument();
    expect(router.location.search).toBe('');
  });
});
