/** The orders list's filters and page in the address, and what the list call asks for from them. */
import { searchParam } from '../../../lib/search-params.ts';
import type { OrderFilters, PaymentOrderStatus, PaymentSide } from '../payment-api.ts';

export const orderStatuses = [
  'created',
  'submitted',
  'completed',
  'failed',
  'cancelled',
  'expired',
] as const satisfies readonly PaymentOrderStatus[];

export const ordersSearch = {
  status: searchParam.oneOf(['all', ...orderStatuses], 'all'),
  side: searchParam.oneOf(['all', 'buy', 'sell'], 'all'),
  fiat: searchParam.text({ maxLength: 3 }),
  page: searchParam.page(),
};

export const filterKeys = ['status', 'side', 'fiat'] as const;

export function orderFilters(values: { status: string; side: string; fiat: string }): OrderFilters {
  return {
    ...(values.status !== 'all' ? { Status: values.status as PaymentOrderStatus } : {}),
    ...(values.side !== 'all' ? { Side: values.side as PaymentSide } : {}),
    ...(/^[A-Z]{3}$/.test(values.fiat) ? { FiatCode: values.fiat } : {}),
  };
}
