import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiEffects, type ApiEffect } from '../../api/effects.ts';
import { formatAmount } from '../../lib/number-format/format.ts';
import { advanceClock } from '../../../sandbox/core/clock.ts';
import { balanceOf } from '../../../sandbox/state/balances.ts';
import { sandbox, loseAnswer } from '../../../tests/setup/dom.ts';
import { expectRefusalInView, scrolledIntoView } from '../../../tests/setup/money-form.ts';
import { renderWithApp } from '../../../tests/setup/render-app.tsx';
import { conversionMachine } from './conversion-machine.ts';
import { ConversionCard } from './ConversionCard.tsx';
import { ConversionHistory } from './ConversionHistory.tsx';
import FlashExchangePage from './FlashExchangePage.tsx';

const flashOn = { config: (c: { features: { flashPair: boolean } }) => (c.features.flashPair = true) };
const fast = (quoteLifetime?: number) =>
  conversionMachine.provide({
    delays: { typingPause: 10, pollInterval: 50, ...(quoteLifetime ? { quoteLifetime } : {}) },
  });
const demoUsdt = () => balanceOf(sandbox.state.core.balances, 100001, 'USDT').available.toFixed();

const placements = () => sandbox.calls.get('flashOrderSendFlashOrder') ?? 0;

let effects: ApiEffect[] = [];
let stop = () => {};
beforeEach(() => {
  effects = [];
  stop = apiEffects.subscribe((effect) => effects.push(effect));
});
afterEach(() => stop());

function renderCard(options: { quoteLifetime?: number } = {}) {
  return renderWithApp(
    <>
      <ConversionCard logic={fast(options.quoteLifetime)} />
      <ConversionHistory />
    </>,
    { route: '/flashPair', signedIn: true, ...flashOn },
  );
}

const quotePanel = () => document.querySelector<HTMLElement>('.flash-quote')!;

async function quoteFor(amount: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Amount to convert', {}, { timeout: 5000 }), amount);
  await screen.findByText('This quote holds for', {}, { timeout: 5000 });
  return user;
}

/** Quotes 500 USDT on the card and opens its review; gives the amount field, the review and its Confirm. */
async function reviewConversion() {
  renderCard();
  const user = await quoteFor('500');
  await user.click(screen.getByRole('button', { name: 'Convert' }));
  const review = screen.getByRole('dialog', { name: 'Review your conversion' });
  const confirm = within(review).getByRole('button', { name: 'Confirm conversion' });
  return { user, amount: screen.getByLabelText('Amount to convert'), review, confirm };
}

describe('FlashExchangePage', () => {
  it('lets a visitor explore quotes and asks them to log in to convert', async () => {
    renderWithApp(<FlashExchangePage />, { route: '/flashPair?from=USDT&to=ETH', ...flashOn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Flash exchange' })).toBeInTheDocument();
    await quoteFor('1000');
    // The amount received is written once the coins' precisions are in, which may follow the quote.
    await waitFor(() => expect(quotePanel()).toHaveTextContent(/You receive\s*[\d.]+\sETH/));
    expect(screen.getByRole('link', { name: 'Log in to convert' })).toHaveAttribute(
      'href',
      '/user/login?return=%2FflashPair%3Ffrom%3DUSDT%26to%3DETH',
    );
    expect(screen.queryByRole('button', { name: 'Convert' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your conversions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Max' })).toBeNull();
  }, 20_000);

  it('does not quote an amount outside the coin limits and says why on the field', async () => {
    const user = userEvent.setup();
    renderWithApp(<FlashExchangePage />, { route: '/flashPair', signedIn: true, ...flashOn });
    const field = await screen.findByLabelText('Amount to convert', {}, { timeout: 5000 });
    await user.type(field, '5');
    expect(field).toHaveAccessibleDescription(
      /From 10 to 100,000 USDT per conversion At least 10 USDT per conversion\./,
    );
    await user.clear(field);
    await user.type(field, '99999');
    expect(await screen.findByText(/You have [\d,.]+ USDT available\./)).toBeInTheDocument();
    expect(await screen.findByText('This quote holds for', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert' })).toBeDisabled();
    expect(sandbox.calls.get('flashOrderSendFlashOrder')).toBeUndefined();
  }, 20_000);

  it('converts once however often Confirm is pressed, follows the order and shows the balances and the record', async () => {
    const before = demoUsdt();
    renderCard();
    const user = await quoteFor('500');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    const review = screen.getByRole('dialog', { name: 'Review your conversion' });
    expect(within(review).getByText('You spend').nextElementSibling).toHaveTextContent(/^500\.0000\sUSDT$/);
    await user.dblClick(within(review).getByRole('button', { name: 'Confirm conversion' }));
    expect(await screen.findByText('Converting at the quoted price')).toBeInTheDocument();
    expect(new Decimal(before).minus(demoUsdt()).toFixed()).toBe('500');
    advanceClock(2_000);
    expect(await screen.findByText('Conversion complete', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sandbox.calls.get('flashOrderSendFlashOrder')).toBe(1);
    const outcome = screen.getByRole('status', { name: /Conversion complete/ });
    expect(outcome).toHaveTextContent(/You converted 500\.0000\sUSDT into [\d.]+\sBTC\./);
    const usdtNow = formatAmount(new Decimal(before).minus(500).toFixed(), 'en', { precision: 4 });
    await waitFor(() =>
      expect(within(outcome).getByText('Available now').parentElement).toHaveTextContent(
        new RegExp(`${usdtNow}\\sUSDT`),
      ),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/500\.0000\sUSDT.*Completed/),
    );
    await user.click(screen.getByRole('button', { name: 'New conversion' }));
    expect(screen.getByLabelText('Amount to convert')).toHaveValue('');
  }, 20_000);

  it('explains a failed conversion and shows that nothing was deducted', async () => {
    const before = demoUsdt();
    sandbox.state.quickExchange.forcedOutcome = { outcome: 'failed', remaining: 1 };
    renderCard();
    const user = await quoteFor('300');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    await user.click(screen.getByRole('button', { name: 'Confirm conversion' }));
    await screen.findByText('Converting at the quoted price');
    advanceClock(2_000);
    expect(await screen.findByText('Conversion failed', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/could not be completed\. Nothing was taken from your balance\./)).toBeInTheDocument();
    expect(demoUsdt()).toBe(before);
    expect(screen.queryByText('This quote holds for')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Convert' })).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('Failed'));
  }, 20_000);

  it('offers a refresh once the quote expires, and says how far a refreshed quote moved', async () => {
    renderCard({ quoteLifetime: 150 });
    const user = await quoteFor('1000');
    const refresh = await screen.findByRole('button', { name: 'Refresh quote' }, { timeout: 5000 });
    expect(screen.getByText('This quote has expired. Refresh it to see the current rate.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Convert' })).toBeNull();
    sandbox.state.quickExchange.priceMovePercent = new Decimal(3);
    await user.click(refresh);
    await waitFor(
      () =>
        expect(quotePanel()).toHaveTextContent(
          /The rate moved \+(2\.9\d|3\.0\d)% since your last quote \(1 USDT = 0\.\d+\sBTC\)\./,
        ),
      { timeout: 5000 },
    );
  }, 20_000);

  it('converts once on a held Enter', async () => {
    const { user, confirm } = await reviewConversion();
    confirm.focus();
    await user.keyboard('{Enter>6}');
    await user.keyboard('{/Enter}');
    expect(await screen.findByText('Converting at the quoted price')).toBeInTheDocument();
    expect(placements()).toBe(1);
  }, 20_000);

  it('says the outcome is not known when the conversion gets no answer, points to the conversions and never sends it again', async () => {
    const { user, amount, review, confirm } = await reviewConversion();
    loseAnswer('flashOrderSendFlashOrder');
    await user.click(confirm);
    expect(await within(review).findByText('The outcome is not known yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Check your conversions' })).toHaveAttribute(
      'href',
      '/flashPair#conversions',
    );
    expect(within(review).queryByRole('button', { name: 'Confirm conversion' })).toBeNull();
    await user.keyboard('{Enter}');
    await user.click(within(review).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveValue('');
    sandbox.knobs.latency = null;
    expect(placements()).toBe(1);
  }, 20_000);

  it('puts a balance too low on the amount, focused, the amount and the quote kept and no toast', async () => {
    const { user, amount, confirm } = await reviewConversion();
    sandbox.knobs.forcedCodes.set('flashOrderSendFlashOrder', { code: 30001, msg: 'insufficient', remaining: 1 });
    await user.click(confirm);
    await waitFor(
      () => expect(amount).toHaveAccessibleDescription(/Your balance is too low for this conversion now\./),
      { timeout: 5000 },
    );
    expect(amount).toHaveFocus();
    expect(amount).toHaveValue('500');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
    expect(effects.filter((e) => e.type === 'toast')).toEqual([]);
  }, 20_000);

  it('shows a refusal of no field once, over the form, in view and focused, the amount kept', async () => {
    const scrolled = scrolledIntoView();
    const { user, amount, confirm } = await reviewConversion();
    sandbox.knobs.forcedCodes.set('flashOrderSendFlashOrder', { code: 77001, msg: 'Conversions paused', remaining: 1 });
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expectRefusalInView('Conversions paused', scrolled);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(amount).toHaveValue('500');
    expect(effects.filter((e) => e.type === 'toast')).toEqual([]);
  }, 20_000);

  it('asks for a new quote when the price moved before the conversion reached the server, and says so in view', async () => {
    const scrolled = scrolledIntoView();
    const { user, amount, confirm } = await reviewConversion();
    sandbox.state.quickExchange.priceMovePercent = new Decimal(-2);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    await expectRefusalInView('The price moved before your conversion reached us', scrolled);
    await waitFor(
      () => expect(quotePanel()).toHaveTextContent(/The rate moved -(1\.9\d|2\.0\d)% since your last quote/),
      { timeout: 5000 },
    );
    expect(amount).toHaveValue('500');
    expect(placements()).toBe(1);
    expect(screen.queryByText('Converting at the quoted price')).toBeNull();
    expect(screen.getByRole('button', { name: 'Convert' })).toBeEnabled();
  }, 20_000);
});
