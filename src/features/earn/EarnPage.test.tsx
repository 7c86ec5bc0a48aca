import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balanceOf } from '../../../sandbox/state/balances.ts';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import {
  expectOutcomeUnknown,
  expectRefusalInView,
  scrolledIntoView,
  watchToasts,
} from '../../../tests/setup/money-form.ts';
import EarnPage from './EarnPage.tsx';

const demoId = 100001;
const earnOn = { config: (c: { features: { financial: boolean } }) => (c.features.financial = true) };
const demoUsdt = () => balanceOf(sandbox.state.core.balances, demoId, 'USDT').available.toFixed();
const deposits = () =>
  sandbox.state.financing.records.filter((r) => r.customerId === demoId && r.TradeType === 'deposit').length;

const subscribed = () => screen.getByText((_, element) => element?.classList.contains('earn-subscribe__done') ?? false);

async function openProduct(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Subscribe to ${name}` }, { timeout: 5000 }));
  return screen.findByRole('heading', { level: 2, name });
}

type User = ReturnType<typeof userEvent.setup>;
const depositCalls = () => sandbox.calls.get('financingCreateDeposit') ?? 0;
const assetLoads = () => sandbox.calls.get('financingGetFinancialUserAsset') ?? 0;

const toasts = watchToasts();

/** Opens the flexible product, types the amount and opens its review; gives the field and the review. */
async function reviewSubscription(user: User, amount: string) {
  renderWithApp(<EarnPage />, { route: '/financial?product=1', signedIn: true, ...earnOn });
  const field = await screen.findByLabelText('Amount to subscribe', {}, { timeout: 5000 });
  await user.type(field, amount);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  const review = screen.getByRole('dialog', { name: 'Review your subscription' });
  return { field, review };
}

describe('EarnPage', () => {
  it('shows a visitor the products with their yield, tiers, term, limits and quota, and asks them to log in to subscribe', async () => {
    const user = userEvent.setup();
    renderWithApp(<EarnPage />, { route: '/financial', ...earnOn });
    const tiered = await screen.findByRole('row', { name: /USDC Flexible Savings/ }, { timeout: 5000 });
    expect(tiered).toHaveTextContent(/Up to 10\.00%.*10\.00% from 0 USDC up to 500 USDC.*4\.00% from 500 USDC/);
    const fixed = screen.getByRole('row', { name: /USDT 90-Day Fixed Savings/ });
    expect(fixed).toHaveTextContent(/8\.50%.*90 days.*From 500 USDT.*Up to 200,000 USDT each.*2,000 USDT left/);
    expect(screen.queryByRole('heading', { name: 'Your earn assets' })).toBeNull();

    await openProduct(user, 'USDT 30-Day Fixed Savings');
    expect(screen.getByRole('region', { name: 'Product rules' })).toHaveTextContent(
      /Withdrawn earlier, the principal returns to your spot account at once/,
    );
    expect(screen.getByRole('link', { name: 'Log in to subscribe' })).toHaveAttribute(
      'href',
      '/user/login?return=%2Ffinancial%3Fproduct%3D2',
    );
  }, 20_000);

  it('filters the products by coin and term in the address, with its own empty state', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<EarnPage />, { route: '/financial', ...earnOn });
    await screen.findByRole('row', { name: /USDC Flexible Savings/ }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Term'), 'fixed');
    await waitFor(() => expect(screen.queryByRole('row', { name: /USDC Flexible Savings/ })).toBeNull());
    expect(router.location.search).toBe('?term=fixed');
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      expect.stringContaining('USDT 30-Day'),
      expect.stringContaining('USDT 90-Day'),
      expect.stringContaining('BTC 60-Day'),
      expect.stringContaining('ETH 30-Day'),
    ]);
    await user.selectOptions(screen.getByLabelText('Coin'), 'USDC');
    expect(
      await screen.findByText('No product matches these filters. Clear them to see every product.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('row', { name: /USDC Flexible Savings/ })).toBeInTheDocument();
  }, 20_000);

  it('shows the signed-in customer’s earn assets, then subscribes once with a double click and reloads them', async () => {
    const user = userEvent.setup();
    const before = demoUsdt();
    renderWithApp(<EarnPage />, { route: '/financial', signedIn: true, ...earnOn });
    const assets = await screen.findByRole('region', { name: 'Your earn assets' });
    expect(
      await within(assets).findByRole('row', { name: /USDT Flexible Savings/ }, { timeout: 5000 }),
    ).toHaveTextContent(/1,000\.0000\sUSDT.*1\.9178\sUSDT.*Paid when you redeem/);
    expect(within(assets).getByRole('row', { name: /ETH 30-Day Fixed Savings/ })).toHaveTextContent(/Term ended/);

    await openProduct(user, 'USDT 30-Day Fixed Savings');
    const field = await screen.findByLabelText('Amount to subscribe');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Available: [\d,.]+ USDT/));
    await user.type(field, '50');
    expect(field).toHaveAccessibleDescription(/Subscribe at least 100 USDT\./);
    await user.clear(field);
    await user.type(field, '3650');
    expect(screen.getByText(/Estimated interest:/)).toHaveTextContent(/18\.0000\sUSDT over 30 days/);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const review = screen.getByRole('dialog', { name: 'Review your subscription' });
    expect(review).toHaveTextContent(/Estimated interest for the term≈ 18\.0000\sUSDT over 30 days/);
    expect(review).toHaveTextContent(/Interest starts\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(within(review).getByRole('list', { name: 'Before you confirm' })).toHaveTextContent(
      /The principal is held until \d{4}-\d\d-\d\d \d\d:\d\d\. Redeemed before then, it returns at once but its interest is given up\./,
    );
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() =>
      expect(subscribed()).toHaveTextContent(
        /You subscribed 3,650\.0000\sUSDT to USDT 30-Day Fixed Savings\. See your holdings/,
      ),
    );
    expect(within(subscribed()).getByRole('link', { name: 'See your holdings' })).toHaveAttribute(
      'href',
      '/financial/order',
    );
    expect(sandbox.calls.get('financingCreateDeposit')).toBe(1);
    expect(deposits()).toBe(3);
    expect(sandbox.calls.get('financingCreateUser')).toBeUndefined();
    expect(Number(demoUsdt())).toBeLessThan(Number(before));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/Available: [\d,.]+ USDT/));
  }, 20_000);

  it('enrols a customer new to earn once: the terms are shown and must be accepted before the first subscription', async () => {
    const user = userEvent.setup();
    sandbox.state.financing.accounts.delete(demoId);
    renderWithApp(<EarnPage />, { route: '/financial?product=1', signedIn: true, ...earnOn });
    const field = await screen.findByLabelText('Amount to subscribe', {}, { timeout: 5000 });
    await user.type(field, '100');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const terms = screen.getByRole('dialog', { name: 'The Earn terms' });
    expect(terms).toHaveTextContent(/Fixed products hold the principal for their term/);
    await user.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
    expect(sandbox.calls.get('financingCreateUser')).toBeUndefined();
    await user.click(within(terms).getByLabelText('I have read and accept the Earn terms'));
    await user.click(within(terms).getByRole('button', { name: 'Accept and continue' }));
    const review = await screen.findByRole('dialog', { name: 'Review your subscription' });
    expect(sandbox.state.financing.accounts.has(demoId)).toBe(true);
    expect(review).toHaveTextContent(/Principal backAny time you redeem/);
    await user.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() => expect(subscribed()).toHaveTextContent(/You subscribed 100\.0000\sUSDT/));

    await user.type(field, '100');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('dialog', { name: 'Review your subscription' })).toBeInTheDocument();
    expect(sandbox.calls.get('financingCreateUser')).toBe(1);
  }, 20_000);

  it('subscribes once when Enter is held on Confirm', async () => {
    const user = userEvent.setup();
    const { review } = await reviewSubscription(user, '100');
    within(review).getByRole('button', { name: 'Confirm subscription' }).focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    await waitFor(() => expect(subscribed()).toHaveTextContent(/You subscribed 100\.0000\sUSDT/));
    expect(depositCalls()).toBe(1);
  }, 20_000);

  it('puts a refusal of the amount on the field, focused, and keeps what was typed', async () => {
    const user = userEvent.setup();
    sandbox.knobs.forcedCodes.set('financingCreateDeposit', {
      code: 61004,
      msg: 'Only 10 USDT of quota remain',
      remaining: 1,
    });
    const { field, review } = await reviewSubscription(user, '500');
    await user.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/The product's quota does not leave room for this amount\./),
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('500');
    expect(screen.queryByRole('dialog', { name: 'Review your subscription' })).toBeNull();
    expect(toasts()).toEqual([]);
  }, 20_000);

  it('shows a refusal of no field once, over the form, in view and focused, never also as a toast', async () => {
    const user = userEvent.setup();
    const scrolled = scrolledIntoView();
    sandbox.knobs.forcedCodes.set('financingCreateDeposit', { code: 77001, msg: 'Earn is closed', remaining: 1 });
    const { field, review } = await reviewSubscription(user, '100');
    await user.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await expectRefusalInView('Earn is closed', scrolled);
    expect(toasts()).toEqual([]);
    expect(field).toHaveValue('100');
  }, 20_000);

  it('says the outcome is not known when a subscription gets no answer, reloads the holdings and never sends it again', async () => {
    const user = userEvent.setup();
    const { field, review } = await reviewSubscription(user, '100');
    const loadsBefore = assetLoads();
    loseAnswer('financingCreateDeposit');
    await user.click(within(review).getByRole('button', { name: 'Confirm subscription' }));
    await expectOutcomeUnknown(user, review, {
      recordsHref: '/financial/order?tab=records',
      confirmName: 'Confirm subscription',
    });
    await waitFor(() => expect(assetLoads()).toBeGreaterThan(loadsBefore));
    expect(field).toHaveValue('');
    sandbox.knobs.latency = null;
    expect(depositCalls()).toBe(1);
  }, 20_000);
});
