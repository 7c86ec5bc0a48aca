import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import RecordsPage from './RecordsPage.tsx';

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('RecordsPage', () => {
  it('lists the records of the type in the address, and opens one with its transaction id, copy button and explorer link', async () => {
    const user = userEvent.setup();
    renderWithApp(<RecordsPage />, { route: '/assets/financialRecords?type=withdraw', signedIn: true });
    const table = await screen.findByRole('table', { name: 'Records' }, { timeout: 5000 });
    await waitFor(() => expect(rowsOf(table).length).toBeGreaterThan(0));
    expect(rowsOf(table).every((row) => /Withdrawal/.test(row.textContent ?? ''))).toBe(true);
    expect(screen.getByLabelText('Type')).toHaveValue('withdraw');
    const btc = rowsOf(table).find((row) => /BTC/.test(row.textContent ?? ''))!;
    await user.click(within(btc).getByRole('button', { expanded: false }));
    expect(await screen.findByText('Transaction ID', { selector: 'dt' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Copy ?Transaction ID$/ })).toBeInTheDocument();
    const explorer = screen.getByRole('link', { name: 'View on the explorer' });
    expect(explorer.getAttribute('href')).toMatch(/^https:\/\/mempool\.space\/tx\/\w+/);
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
  }, 30_000);

  it('puts a filter in the address and says when nothing matches, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<RecordsPage />, { route: '/assets/financialRecords', signedIn: true });
    await screen.findByRole('table', { name: 'Records' }, { timeout: 5000 });
    await user.selectOptions(await screen.findByLabelText('Coin'), 'DOGE');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    const query = new URLSearchParams(router.location.search);
    expect([query.get('status'), query.get('coin')]).toEqual(['failed', 'DOGE']);
    expect(
      await screen.findByText('No records match these filters. Change or clear them to see more.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Clear filters/i }));
    expect(router.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'Records' })).toBeInTheDocument();
  }, 30_000);

  it('says when the records cannot be loaded, and loads them again on retry', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('assetsRecordGetAssetsRecordPageList', { code: 500, msg: 'Down', remaining: 1 });
    renderWithApp(<RecordsPage />, { route: '/assets/financialRecords', signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Try again|Retry/ }, { timeout: 5000 }));
    expect(await screen.findByRole('table', { name: 'Records' })).toBeInTheDocument();
  }, 30_000);
});
