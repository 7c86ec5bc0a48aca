import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advanceClock } from '../../../sandbox/core/clock.ts';
import { balanceOf } from '../../../sandbox/state/balances.ts';
import { issueSession } from '../../../sandbox/state/sessions.ts';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import EarnRecordsPage from './EarnRecordsPage.tsx';

const demoId = 100001;
const DAY = 86_400_000;
const earnOn = { config: (c: { features: { financial: boolean } }) => (c.features.financial = true) };
const demoUsdt = () => balanceOf(sandbox.state.core.balances, demoId, 'USDT').available;

/** A holding of the demo customer, made through the sandbox `daysAgo` days before now. */
async function holdingOf(productId: number, amount: string, daysAgo: number): Promise<number> {
  const token = issueSession(sandbox.state.core.sessions, demoId).token;
  const answer = await sandbox.call('financingCreateDeposit', {
    token,
    body: { ProductId: productId, Amount: amount },
  });
  advanceClock(daysAgo * DAY);
  // Every call first catches up with the clock (spot orders fill meanwhile), so balances read after this agree.
  await sandbox.call('financingGetUserProductDetail', { query: { productId: String(productId) } });
  return (answer.body as { Data: { HoldingId: number } }).Data.HoldingId;
}

const redemptions = () => sandbox.calls.get('financingCreateWithdraw') ?? 0;

/** Opens the flexible holding's redemption, types the amount and opens its review; gives the field and the review. */
async function reviewRedemption(user: ReturnType<typeof userEvent.setup>) {
  renderWithApp(<EarnRecordsPage />, { route: '/financial/order?redeem=5002', signedIn: true, ...earnOn });
  const form = await screen.findByRole('dialog', { name: 'Redeem from USDT Flexible Savings' }, { timeout: 5000 });
  const field = within(form).getByLabelText('Amount to redeem');
  await user.type(field, '10');
  await user.click(within(form).getByRole('button', { name: 'Review' }));
  return { form, field, review: screen.getByRole('dialog', { name: 'Review your redemption' }) };
}

describe('EarnRecordsPage', () => {
  it('redeems a fixed holding early only after saying what interest is given up and when the coins arrive', async () => {
    const user = userEvent.setup();
    const holdingId = await holdingOf(2, '3650', 10);
    const before = demoUsdt();
    renderWithApp(<EarnRecordsPage />, { route: '/financial/order', signedIn: true, ...earnOn });
    const row = await screen.findByRole('row', { name: /USDT 30-Day Fixed Savings/ }, { timeout: 5000 });
    expect(row).toHaveTextContent(/3,650\.0000\sUSDT.*6\.0000\sUSDT.*≈ 12\.0000\sUSDT more by/);
    await user.click(within(row).getByRole('button', { name: 'Redeem from USDT 30-Day Fixed Savings' }));

    const form = screen.getByRole('dialog', { name: 'Redeem from USDT 30-Day Fixed Savings' });
    expect(form).toHaveTextContent(
      'This fixed term has not ended: redeeming now gives up the interest of the amount you redeem.',
    );
    await user.type(within(form).getByLabelText('Amount to redeem'), '1825');
    await user.click(within(form).getByRole('button', { name: 'Review' }));

    const review = screen.getByRole('dialog', { name: 'Review your early redemption' });
    expect(review).toHaveTextContent(/Interest given up3\.0000\sUSDT/);
    expect(review).toHaveTextContent(/You receive1,825\.0000\sUSDT/);
    expect(review).toHaveTextContent(/ArrivesAt once, in your spot account/);
    const warnings = within(review).getByRole('list', { name: 'Before you confirm' });
    expect(warnings).toHaveTextContent(
      /The term ends on \d{4}-\d\d-\d\d \d\d:\d\d\. Redeeming now gives up about 3\.0000\sUSDT of interest earned so far, and about 6\.0000\sUSDT more it would earn by then\./,
    );
    expect(warnings).toHaveTextContent(/The 1,825\.0000\sUSDT returns to your spot account at once\./);
    expect(sandbox.calls.get('financingCreateWithdraw')).toBeUndefined();

    await user.dblClick(within(review).getByRole('button', { name: 'Redeem early' }));
    await waitFor(() =>
      expect(screen.getByText((_, e) => e?.classList.contains('earn-done') ?? false)).toHaveTextContent(
        /You redeemed 1,825\.0000\sUSDT from USDT 30-Day Fixed Savings, with 0\.0000\sUSDT of interest/,
      ),
    );
    expect(sandbox.calls.get('financingCreateWithdraw')).toBe(1);
    expect(demoUsdt().minus(before).toFixed()).toBe('1825');
    await waitFor(() =>
      expect(screen.getByRole('row', { name: /USDT 30-Day Fixed Savings/ })).toHaveTextContent(/1,825\.0000\sUSDT/),
    );
    expect(sandbox.state.financing.holdings.find((h) => h.HoldingId === holdingId)?.Principal).toBe('1825');

    await user.click(screen.getByRole('link', { name: 'See the redemption in your records' }));
    expect(screen.getByRole('tab', { name: 'Records' })).toHaveAttribute('aria-selected', 'true');
    const redemption = await screen.findByRole('row', { name: /Redemption/ });
    expect(redemption).toHaveTextContent(/1,825\.0000\sUSDT.*Redeemed early: 3\.0000\sUSDT of interest given up/);
  }, 20_000);

  it('keeps a locked holding from being redeemed before its term ends', async () => {
    await holdingOf(5, '0.1', 3);
    renderWithApp(<EarnRecordsPage />, { route: '/financial/order', signedIn: true, ...earnOn });
    const row = await screen.findByRole('row', { name: /BTC 60-Day Fixed Savings/ }, { timeout: 5000 });
    expect(row).toHaveTextContent('Locked until the term ends');
    expect(within(row).getByRole('button', { name: 'Redeem from BTC 60-Day Fixed Savings' })).toBeDisabled();
  }, 20_000);

  it('redeems from a flexible holding with its interest, and lists the interest as a record of its own', async () => {
    const user = userEvent.setup();
    renderWithApp(<EarnRecordsPage />, { route: '/financial/order?redeem=5002', signedIn: true, ...earnOn });
    const form = await screen.findByRole('dialog', { name: 'Redeem from USDT Flexible Savings' }, { timeout: 5000 });
    expect(form).not.toHaveTextContent('This fixed term has not ended');
    await user.click(within(form).getByRole('button', { name: /^Max/ }));
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    const review = screen.getByRole('dialog', { name: 'Review your redemption' });
    expect(review).toHaveTextContent(/Interest paid with it1\.9178\sUSDT/);
    expect(review).toHaveTextContent(/You receive1,001\.9178\sUSDT/);
    expect(within(review).queryByRole('list', { name: 'Before you confirm' })).toBeNull();
    await user.click(within(review).getByRole('button', { name: 'Confirm redemption' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /USDT Flexible Savings/ })).toBeNull());

    await user.click(screen.getByRole('tab', { name: 'Records' }));
    await user.selectOptions(await screen.findByLabelText('Type'), 'interest');
    const interest = await screen.findByRole('row', { name: /Interest/ });
    expect(interest).toHaveTextContent(/USDT Flexible Savings.*1\.9178\sUSDT/);
    expect(new Decimal(sandbox.state.financing.records.at(-1)!.Amount).toFixed()).toBe('1.91780821');
    await user.selectOptions(screen.getByLabelText('Coin'), 'BTC');
    expect(
      await screen.findByText('No record matches these filters. Clear them to see all your records.'),
    ).toBeInTheDocument();
  }, 20_000);

  it('redeems once when Enter is held on Confirm', async () => {
    const user = userEvent.setup();
    const { review } = await reviewRedemption(user);
    within(review).getByRole('button', { name: 'Confirm redemption' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(screen.getByText((_, e) => e?.classList.contains('earn-done') ?? false)).toBeVisible());
    expect(redemptions()).toBe(1);
  }, 20_000);

  it('puts a refusal of the amount on its field and one of no field over the form, focused, with the amount kept', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('financingCreateWithdraw', { code: 61006, msg: 'above principal', remaining: 1 });
    const { form, field, review } = await reviewRedemption(user);
    await user.click(within(review).getByRole('button', { name: 'Confirm redemption' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/You cannot redeem more than the principal held\./));
    expect(field).toHaveFocus();
    expect(field).toHaveValue('10');

    sandbox.knobs.forcedCodes.set('financingCreateWithdraw', { code: 77001, msg: 'Earn is closed', remaining: 1 });
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Review your redemption' })).getByRole('button', {
        name: 'Confirm redemption',
      }),
    );
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Earn is closed');
    expect(alert).toHaveFocus();
    expect(field).toHaveValue('10');
    expect(redemptions()).toBe(2);
  }, 20_000);

  it('says the outcome of a redemption is not known when it gets no answer, and never sends it again', async () => {
    const user = userEvent.setup();
    const { review } = await reviewRedemption(user);
    loseAnswer('financingCreateWithdraw');
    await user.click(within(review).getByRole('button', { name: 'Confirm redemption' }));
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Check your records' })).toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: 'Confirm redemption' })).toBeNull();
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    sandbox.knobs.latency = null;
    expect(redemptions()).toBe(1);
  }, 20_000);
});
