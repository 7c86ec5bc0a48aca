/** Where an OTC order stands in the customer's words, and what happens next, by side and status. */
import type { StatusTone } from '../../../ui/StatusBadge.tsx';
import type { OtcOrder } from './otc-api.ts';

const tones: Record<OtcOrder['Status'], StatusTone> = {
  unpaid: 'pending',
  paid: 'pending',
  waitingPayment: 'pending',
  appealing: 'danger',
  completed: 'success',
  cancelled: 'neutral',
};

export const statusTone = (order: Pick<OtcOrder, 'Status'>): StatusTone => tones[order.Status];

/** An unpaid buy cancelled by its payment window ran out of time: the customer calls that expired. */
export const isExpired = (order: Pick<OtcOrder, 'Status' | 'CancelledBy'>) =>
  order.Status === 'cancelled' && order.CancelledBy === 'timeout';

export function statusMessage(order: Pick<OtcOrder, 'Status' | 'CancelledBy' | 'Side'>): string {
  if (isExpired(order)) return 'otc.status.expired';
  if (order.Status === 'paid' || order.Status === 'completed') return `otc.status.${order.Status}.${order.Side}`;
  return `otc.status.${order.Status}`;
}

/** The sentence under the status: what the customer or the merchant does next. */
export function nextMessage(order: Pick<OtcOrder, 'Status' | 'CancelledBy' | 'Side'>): string {
  if (isExpired(order)) return 'otc.next.expired';
  if (order.Status === 'cancelled') return 'otc.next.cancelled';
  return `otc.next.${order.Status}.${order.Side}`;
}
