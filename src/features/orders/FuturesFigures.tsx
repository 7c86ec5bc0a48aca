/** A contract's prices at its own precision, contract counts, leverage, and the futures statuses with their tones. */
import { useCoins } from '../../data/coins.ts';
import type { NumberValue } from '../../lib/number-format/format.ts';
import { Figure } from '../../ui/Figure.tsx';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import { useContractPrecision } from './futures-api.ts';
import type { EnumNames, EnumTypeName } from './futures-enums.ts';
import { isMarketPrice } from './order-math.ts';
import { OrderSide } from './OrderBits.tsx';
import { useT } from '../../i18n/use-t.ts';

/** A price of the contract; "Market" for the 0 a market order carries when `market` is set. */
export function ContractPrice({
  contractId,
  value,
  market = false,
}: {
  contractId: number;
  value: NumberValue;
  market?: boolean;
}) {
  const t = useT();
  const precision = useContractPrecision(contractId);
  if (market && typeof value === 'string' && isMarketPrice(value)) return <>{t('orders.market')}</>;
  if (precision.loading) return <Figure kind="price" value={null} loading />;
  return precision.places === undefined ? (
    <Figure kind="price" value={value} />
  ) : (
    <Figure kind="amount" precision={precision.places} value={value} />
  );
}

/** A number of contracts. */
export const Contracts = ({ count }: { count: number }) => <Figure kind="amount" precision={0} value={String(count)} />;

export function Leverage({ times }: { times: number }) {
  const t = useT();
  return <>{t('orders.futures.leverage', { times })}</>;
}

/** Open long and close short buy contracts (shown as up), open short and close long sell them. */
export function FuturesSide({ side, names }: { side: number; names: EnumNames }) {
  return <OrderSide up={side === 1 || side === 4}>{names.nameOf(side)}</OrderSide>;
}

const tones: Partial<Record<EnumTypeName, Record<number, StatusTone>>> = {
  OrderStatus: { 1: 'pending', 2: 'pending', 3: 'success', 4: 'neutral' },
  PlanOrderStatus: { 1: 'pending', 2: 'success', 3: 'neutral', 4: 'danger' },
  KillOrFillStatus: { 1: 'pending', 2: 'success', 3: 'danger', 4: 'neutral' },
};

export function FuturesStatus({
  typeName,
  status,
  names,
}: {
  typeName: EnumTypeName;
  status: number;
  names: EnumNames;
}) {
  return <StatusBadge tone={tones[typeName]?.[status] ?? 'neutral'}>{names.nameOf(status)}</StatusBadge>;
}

/** A change of a coin balance (a bill, a realised profit) at the coin's precision, with its sign and tone. */
export function SignedAmount({ amount, coin }: { amount: NumberValue; coin: string }) {
  const { precisionOf, loading } = useCoins();
  return (
    <Figure kind="amount" precision={precisionOf(coin)} value={amount} tone="auto" unit={coin} loading={loading} />
  );
}
