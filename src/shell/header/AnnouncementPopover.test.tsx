import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { installSiteConfig } from '../../config/site-config.ts';
import { setLanguage } from '../../i18n/language-store.ts';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { AnnouncementPopover } from './AnnouncementPopover.tsx';

/** The notice pages unrouted, whatever site.json ships; noticePages routes them. */
const noNoticePages = (config: SiteConfig) => {
  config.routes = config.routes.filter((route) => !route.path.startsWith('/notice/'));
};
const noticePages = (config: SiteConfig) => {
  noNoticePages(config);
  config.routes.push(
    { path: '/notice/list', page: 'noticeList', signIn: false },
    { path: '/notice/detail', page: 'noticeDetail', signIn: false },
  );
};

beforeEach(async () => {
  installSiteConfig(shippedSiteConfig());
  await setLanguage('en');
});

async function openPopover() {
  const user = userEvent.setup();
  const bell = screen.getByRole('button', { name: 'Announcements' });
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  await user.click(bell);
  return { user, bell, panel: screen.getByRole('dialog', { name: 'Latest announcements' }) };
}

describe('announcement popover', () => {
  it('loads nothing until it is opened, then lists the latest five with dates and Hot badges', async () => {
    renderWithApp(<AnnouncementPopover />, { config: noticePages });
    expect(sandbox.calls.get('announcementGetAppLatestAnnouncement')).toBeUndefined();
    const { panel } = await openPopover();
    const rows = await within(panel).findAllByRole('listitem', {}, { timeout: 5000 });
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Scheduled wallet maintenance for the TRON (TRC20) network');
    expect(rows[0]).toHaveTextContent(/Hot\d{4}-\d{2}-\d{2}/);
    expect(within(panel).getAllByText('Hot')).toHaveLength(3);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/notice/detail?keyWords=1011');
    expect(within(panel).getByRole('link', { name: 'More announcements' })).toHaveAttribute('href', '/notice/list');
  });

  it('shows titles without links, and no More link, while the notice pages are not routed', async () => {
    renderWithApp(<AnnouncementPopover />, { config: noNoticePages });
    const { panel } = await openPopover();
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(5);
    expect(within(panel).queryAllByRole('link')).toEqual([]);
  });

  it('shows the empty state when there is no announcement', async () => {
    sandbox.state.foundation.announcements = [];
    renderWithApp(<AnnouncementPopover />, { config: noticePages });
    const { panel } = await openPopover();
    expect(await within(panel).findByText('No announcements yet.')).toBeInTheDocument();
  });

  it('shows the error with a retry that loads again', async () => {
    sandbox.knobs.forcedCodes.set('announcementGetAppLatestAnnouncement', { code: 10001, msg: 'Broken', remaining: 1 });
    renderWithApp(<AnnouncementPopover />, { config: noNoticePages });
    const { panel, user } = await openPopover();
    expect(await within(panel).findByRole('alert')).toHaveTextContent('The server refused this (code 10001). Broken');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(5);
  });

  it('closes with Escape, focus back on the bell, and with a click outside', async () => {
    renderWithApp(
      <>
        <AnnouncementPopover />
        <p>Elsewhere</p>
      </>,
    );
    const { user, bell } = await openPopover();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
    await user.click(bell);
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('loads once, and again in the new language when the language changes', async () => {
    renderWithApp(<AnnouncementPopover />, { config: noNoticePages });
    const { user, bell, panel } = await openPopover();
    await within(panel).findAllByRole('listitem');
    await user.click(bell);
    await user.click(bell);
    expect(sandbox.calls.get('announcementGetAppLatestAnnouncement')).toBe(1);
    await act(() => setLanguage('fr'));
    expect(
      await within(panel).findByText('Maintenance programmée des portefeuilles du réseau TRON (TRC20)'),
    ).toBeInTheDocument();
    expect(sandbox.calls.get('announcementGetAppLatestAnnouncement')).toBe(2);
  });
});
