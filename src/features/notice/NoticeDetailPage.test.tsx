import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import NoticeDetailPage from './NoticeDetailPage.tsx';

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});

describe('NoticeDetailPage', () => {
  it('shows the announcement of the keyWords id, its type, date and both neighbours', async () => {
    renderWithApp(<NoticeDetailPage />, { route: '/notice/detail?keyWords=1008' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fee holiday: zero maker fees on BTC/USDT' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Activities')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Maker fee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Previous \(newer\)/ })).toHaveAttribute(
      'href',
      '/notice/detail?keyWords=1009',
    );
    expect(screen.getByRole('link', { name: /Next \(older\)/ })).toHaveAttribute(
      'href',
      '/notice/detail?keyWords=1007',
    );
    expect(document.title).toBe('Fee holiday: zero maker fees on BTC/USDT · Lumen Exchange');
  });

  it('says a missing or malformed id is no announcement, without asking the server', async () => {
    renderWithApp(<NoticeDetailPage />, { route: '/notice/detail?keyWords=1008abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Announcement not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All announcements' })).toHaveAttribute('href', '/notice/list');
    expect(sandbox.calls.get('announcementGetAppAnnouncement')).toBeUndefined();
  });

  it('offers a retry when the announcement could not be loaded, then shows it', async () => {
    sandbox.knobs.forcedCodes.set('announcementGetAppAnnouncement', { code: 10001, msg: 'Busy', remaining: 1 });
    renderWithApp(<NoticeDetailPage />, { route: '/notice/detail?keyWords=1003' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beware of phishing sites and fake support agents' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Announcement not found')).not.toBeInTheDocument();
  });
});
