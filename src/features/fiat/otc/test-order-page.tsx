/**
 * What the tests of the OTC order page's actions share: one of the demo customer's orders on its page,
 * signed in, the otcShow switch on (as a site offering these pages has it: their links lead to them)
 * and the merchant never acting on their own, so the order stays where the test put it.
 */
import { afterEach } from 'vitest';
import type userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { watchToasts } from '../../../../tests/setup/money-form.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import OrderPage from './OrderPage.tsx';

export type User = ReturnType<typeof userEvent.setup>;
type SandboxOrder = (typeof sandbox.state.otc.orders)[number];

/** How often the order was asked for (its page reloads it after an answer that never came). */
export const orderLoads = () => sandbox.calls.get('legalCurrencyOrderGetListByLegalCurrencyOrder') ?? 0;

/** Call once at the top of the file: the toasts each test showed, and no slow answer left for the next test. */
export function orderActionTests(): { toasts: ReturnType<typeof watchToasts> } {
  const toasts = watchToasts();
  afterEach(() => {
    sandbox.knobs.latency = null;
  });
  return { toasts };
}

/** The page of the first of the customer's orders that `which` picks, which it returns. */
export function openOrderPage(which: (order: SandboxOrder) => boolean) {
  sandbox.state.otc.merchant = { acts: 'never', minutes: 5 };
  const order = sandbox.state.otc.orders.find(which)!;
  renderWithApp(<OrderPage />, {
    route: `/fiat/order?id=${order.OrderId}`,
    signedIn: true,
    config: (c) => void (c.features.otcShow = true),
  });
  return order;
}
