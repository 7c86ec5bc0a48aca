/**
 * Where a payment order stands in the customer's words, and where its page is: each provider's
 * own page follows its orders (KlicklPay's status page, FacilitaPay's PIX page, PivotPay's steps).
 */
import { activeHosts, hasRoute } from '../../config/site-config.ts';
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
export const providerPaths: Record<PaymentProvider, string> = {
  klicklPay: '/fiat/klicklPay',
  pivotPay: '/fiat/PivotPay',
  facilitaPay: '/fiat/FacilitaPay',
};

/** The generic checkout, for a channel whose provider has no page of its own in the route table. */
export const genericCheckoutPath = '/fiat/payment';
export const klicklPayStatusPath = '/fiat/klicklPayStatus';
export const ordersPath = '/fiat/ThirdPartyPaymentOrder';

export const checkoutPath = (provider: PaymentProvider): string =>
  hasRoute(providerPaths[provider]) ? providerPaths[provider] : genericCheckoutPath;

/** The page that follows one order. */
export function orderHref(order: Pick<PaymentOrder, 'OrderId' | 'Provider'>): string {
  const query = `?orderId=${encodeURIComponent(order.OrderId)}`;
  if (order.Provider === 'klicklPay' && hasRoute(klicklPayStatusPath)) return klicklPayStatusPath + query;
  return checkoutPath(order.Provider) + query;
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
  const query = new URLSearchParams({
    side: choice.side,
    coin: choice.coin,
    fiat: choice.fiat,
    amount: choice.amount,
    payType: choice.payType,
    channel: String(choice.channel),
  });
  return `${checkoutPath(provider)}?${query.toString()}`;
}

/**
 * KlicklPay's own payment page on the active environment's pay site. It sends the customer back
 * to `returnUrl`, this app's status page of the order.
 */
export function klicklPayCheckoutUrl(orderId: string, origin: string = location.origin): string {
  const returnUrl = `${origin}${klicklPayStatusPath}?orderId=${encodeURIComponent(orderId)}`;
  const query = new URLSearchParams({ orderId, returnUrl });
  return `${activeHosts().paySite.replace(/\/$/, '')}/klicklpay/checkout?${query.toString()}`;
}
