/**
 * Where a payment order stands in the customer's words, and where its page is: each provider's
 * own page follows its orders (KlicklPay's status page, FacilitaPay's PIX page, PivotPay's steps).
 */
import type { PageId } from '../../config/page-ids.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { activeHosts } from '../../config/site-config.ts';
import type { StatusTone } from '../../ui/StatusBadge.tsx';
import type { PaymentOrder, PaymentProvider, PaymentSide } from './payment-api.ts';

/** The message id of the order's status: a buy waits for payment, a sell's payout is processing. */
export function statusMessage(order: Pick<PaymentOrder, 'Status' | 'Side'>): string {
  if (order.Status === 'submitted' || order.Status === 'completed') return `fiat.status.${order.Status}.${order.Side}`;
  return `fiat.status.${order.Status}`;
}

const tones: Record<PaymentOrder['Status'], StatusTone> = {
  created: 'pending',
  submitted: 'pending',
  completed: 'success',
  failed: 'danger',
  cancelled: 'neutral',
  expired: 'danger',
};

export const statusTone = (order: Pick<PaymentOrder, 'Status'>): StatusTone => tones[order.Status];

/** Each provider's own checkout page. */
const providerPages: Record<PaymentProvider, PageId> = {
  klicklPay: 'fiatKlicklPay',
  pivotPay: 'fiatPivotPay',
  facilitaPay: 'fiatFacilitaPay',
};

/** The provider's checkout page, or the generic checkout when the route table has none for it. */
const checkoutPage = (provider: PaymentProvider): PageId =>
  isRouted(providerPages[provider]) ? providerPages[provider] : 'fiatPayment';

/** The page that follows one order. */
export function orderHref(order: Pick<PaymentOrder, 'OrderId' | 'Provider'>): string {
  const query = { orderId: order.OrderId };
  if (order.Provider === 'klicklPay' && isRouted('fiatKlicklPayStatus'))
    return pagePath('fiatKlicklPayStatus', { query });
  return pagePath(checkoutPage(order.Provider), { query });
}

/** What the customer does next with an order: go on paying, see how to pay, or see how it ended. */
export function nextStep(
  order: Pick<PaymentOrder, 'Status' | 'Side' | 'PaymentInstructions'>,
): 'continue' | 'pay' | 'follow' | 'result' {
  if (order.Status === 'created') return 'continue';
  if (order.Status === 'submitted')
    return order.Side === 'buy' && order.PaymentInstructions.length > 0 ? 'pay' : 'follow';
  return 'result';
}

/** The choices a checkout starts from, as the fiat page hands them over. */
export interface CheckoutChoice {
  side: PaymentSide;
  coin: string;
  fiat: string;
  /** A buy's fiat, a sell's coin quantity. */
  amount: string;
  payType: string;
  channel: number;
}

export function checkoutHref(provider: PaymentProvider, choice: CheckoutChoice): string {
  const { side, coin, fiat, amount, payType, channel } = choice;
  return pagePath(checkoutPage(provider), { query: { side, coin, fiat, amount, payType, channel } });
}

/**
 * KlicklPay's own payment page on the active environment's pay site. It sends the customer back
 * to `returnUrl`, this app's status page of the order.
 */
export function klicklPayCheckoutUrl(orderId: string, origin: string = location.origin): string {
  const returnUrl = `${origin}${pagePath('fiatKlicklPayStatus', { query: { orderId } })}`;
  const query = new URLSearchParams({ orderId, returnUrl });
  return `${activeHosts().paySite.replace(/\/$/, '')}/klicklpay/checkout?${query.toString()}`;
}
