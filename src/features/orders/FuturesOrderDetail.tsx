/** An order's detail in a dialog (trade/GetOrderDetail): leverage, margin mode, the trigger that placed it, fills, fees and realised profit. */
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { CoinAmount } from '../../shell/money.tsx';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { orderDetailQuery } from './futures-api.ts';
import type { FuturesNames } from './futures-columns.tsx';
import { ContractPrice, Contracts, FuturesSide, FuturesStatus, Leverage, SignedAmount } from './FuturesFigures.tsx';
import { FillTable } from './OrderFills.tsx';
import { FactList } from '../../ui/FactList.tsx';
import { useT } from '../../i18n/use-t.ts';

interface FuturesOrderDetailProps {
  orderId: number;
  open: boolean;
  names: FuturesNames;
  onClose: () => void;
}

export function FuturesOrderDetail({ orderId, open, names, onClose }: FuturesOrderDetailProps) {
  const t = useT();
  const detail = useApiQuery(orderDetailQuery(orderId));
  return (
    <Dialog
      open={open}
      title={t('orders.futures.detail.title')}
      wide
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('orders.futures.detail.close')}</Button>}
    >
      <Loaded query={detail} loading={<Skeleton lines={6} />}>
        {(order) => (
          <>
            <FactList
              className="order-detail"
              facts={[
                [t('orders.col.contract'), order.Symbol],
                [t('orders.col.side'), <FuturesSide side={order.Side} names={names.OrderSide} />],
                [t('orders.col.type'), names.OrderType.nameOf(order.OrderType)],
                [
                  t('orders.col.status'),
                  <FuturesStatus typeName="OrderStatus" status={order.Status} names={names.OrderStatus} />,
                ],
                [t('orders.col.leverage'), <Leverage times={order.Leverage} />],
                [t('orders.col.marginMode'), t(`orders.futures.marginMode.${order.MarginMode}`)],
                [
                  t('orders.col.trigger'),
                  order.TriggerPrice === null ? (
                    t('orders.futures.detail.direct')
                  ) : (
                    <ContractPrice contractId={order.ContractId} value={order.TriggerPrice} />
                  ),
                ],
                [t('orders.col.price'), <ContractPrice contractId={order.ContractId} value={order.Price} market />],
                [
                  t('orders.col.avgPrice'),
                  <ContractPrice
                    contractId={order.ContractId}
                    value={order.FilledVolume === 0 ? null : order.AvgPrice}
                  />,
                ],
                [t('orders.col.volume'), <Contracts count={order.Volume} />],
                [t('orders.col.filled'), <Contracts count={order.FilledVolume} />],
                [t('orders.col.margin'), <CoinAmount amount={order.Margin} coin="USDT" />],
                [t('orders.col.fees'), <CoinAmount amount={order.Fee} coin="USDT" />],
                [t('orders.col.realisedPnl'), <SignedAmount amount={order.RealisedPnl} coin="USDT" />],
                [t('orders.col.time'), formatDate(order.CreateTime)],
                [t('orders.col.updated'), formatDate(order.UpdateTime)],
              ]}
            />
            {order.Trades.length === 0 ? (
              <p>{t('orders.fills.none')}</p>
            ) : (
              <FillTable
                caption={t('orders.fills.caption', { count: order.Trades.length })}
                lines={order.Trades.map((trade) => ({
                  id: trade.TradeId,
                  time: trade.CreateTime,
                  price: <ContractPrice contractId={order.ContractId} value={trade.Price} />,
                  amount: <Contracts count={trade.Volume} />,
                  fee: <CoinAmount amount={trade.Fee} coin="USDT" />,
                  role: trade.Role,
                }))}
              />
            )}
          </>
        )}
      </Loaded>
    </Dialog>
  );
}
