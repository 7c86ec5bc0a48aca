import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../tests/setup/dom.ts';
import { renderWithApp, type AppOptions } from '../../../tests/setup/render-app.tsx';
import type { ReactElement } from 'react';
import TwinklePage from './TwinklePage.tsx';

/** Renders with the twinkle switch on, as a site that offers these pages has it (their links lead to them). */
const renderOn = (ui: ReactElement, options: AppOptions = {}) =>
  renderWithApp(ui, { ...options, config: (c) => void (c.features.twinkle = true) });

describe('TwinklePage', () => {
  it('shows the open sales with their price, total, sold share and time to close, after a skeleton', async () => {
    renderOn(<TwinklePage />, { route: '/twinkle' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const agri = await screen.findByRole('article', { name: 'AgriLedger' }, { timeout: 5000 });
    expect(within(agri).getByText('Open')).toBeInTheDocument();
    expect(agri).toHaveTextContent('0.08 USDT');
    expect(agri).toHaveTextContent('5,000,000.00 AGRI');
    expect(within(agri).getByRole('progressbar', { name: 'Sold' })).toHaveAttribute('aria-valuenow', '62.4');
    expect(within(agri).getByRole('timer')).toHaveAccessibleName(/^Closes in \d+d \d+:\d\d:\d\d$/);
    expect(within(agri).getByRole('link', { name: 'AgriLedger' })).toHaveAttribute('href', '/twinkle/details?id=4');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['sale-4', 'sale-3']);
  }, 20_000);

  it('moves between the tabs with the keyboard and keeps the tab in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderOn(<TwinklePage />, { route: '/twinkle' });
    await screen.findByRole('article', { name: 'AgriLedger' }, { timeout: 5000 });
    screen.getByRole('tab', { name: 'Open now' }).focus();
    await user.keyboard('{ArrowRight}');
    const nova = await screen.findByRole('article', { name: 'Nova Chain' });
    expect(within(nova).getByRole('timer')).toHaveAccessibleName(/^Opens in/);
    expect(router.location.search).toBe('?tab=upcoming');
    await user.keyboard('{ArrowRight}');
    const medi = await screen.findByRole('article', { name: 'MediLink' });
    expect(within(medi).getByText('Calculating')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'PayBridge' })).getByText(/^Tokens credited on \d{4}-\d\d-\d\d/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'My subscriptions' })).toBeNull();
  }, 20_000);

  it('says a sale has sold out when nothing is left', async () => {
    const solr = sandbox.state.ieo.projects.find((p) => p.TokenCode === 'SOLR')!;
    solr.Sold = solr.TotalSupply;
    renderOn(<TwinklePage />, { route: '/twinkle' });
    const card = await screen.findByRole('article', { name: 'Sunpower Grid' }, { timeout: 5000 });
    expect(within(card).getByText('Sold out')).toBeInTheDocument();
  }, 20_000);

  it('says when a tab has no sale and offers the next one', async () => {
    sandbox.state.ieo.projects = sandbox.state.ieo.projects.filter((p) => p.TokenCode !== 'NOVA');
    renderOn(<TwinklePage />, { route: '/twinkle?tab=upcoming' });
    expect(await screen.findByText('No sale is planned yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the sales that have ended' })).toHaveAttribute(
      'href',
      '/twinkle?tab=ended',
    );
  }, 20_000);

  it('says what failed and loads again on retry', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('iEOProjectGetProjectList', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    renderOn(<TwinklePage />, { route: '/twinkle' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The server refused this (code 77001)');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'AgriLedger' })).toBeInTheDocument();
  }, 20_000);

  it("lists a signed-in customer's subscriptions on their own tab, pending or credited", async () => {
    renderOn(<TwinklePage />, { route: '/twinkle?tab=mine', signedIn: true });
    const medi = await screen.findByRole('row', { name: /MediLink/ }, { timeout: 5000 });
    expect(medi).toHaveTextContent('3,000 MEDI');
    expect(medi).toHaveTextContent('300.0000 USDT');
    expect(medi).toHaveTextContent('Awaiting distribution');
    const payx = screen.getByRole('row', { name: /PayBridge/ });
    expect(payx).toHaveTextContent('Tokens credited');
    expect(payx).toHaveTextContent('20,000 PAYX');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  }, 20_000);

  it('sends a visitor who opens the subscriptions tab to the open sales', async () => {
    renderOn(<TwinklePage />, { route: '/twinkle?tab=mine' });
    await waitFor(
      () => expect(screen.getByRole('tab', { name: 'Open now' })).toHaveAttribute('aria-selected', 'true'),
      { timeout: 5000 },
    );
  }, 20_000);
});
