/**
 * A checkout page's body: the order it follows once placed (?orderId=), or the chosen channel's
 * checkout (the fiat page's choices in the address), or a way back to choose one.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApiErrorText } from '../../../shell/use-api-error-text.ts';
import { Empty, LoadError } from '../../../ui/LoadState.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { OrderFollow } from '../order/OrderFollow.tsx';
import type { PaymentOrder, PaymentSide } from '../payment-api.ts';
import { CheckoutForm } from './CheckoutForm.tsx';
import { checkoutSearch } from './checkout-search.ts';
import type { CheckoutFlow } from './create-order.ts';
import { useCheckoutData } from './use-checkout-data.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';
import { useT } from '../../../i18n/use-t.ts';

interface CheckoutProps {
  flow: CheckoutFlow;
  /** What the page explains before the form, for the chosen way to pay. */
  steps?: (payType: string, side: PaymentSide) => ReactNode;
  waiting?: (order: PaymentOrder) => ReactNode;
}

export function Checkout({ flow, steps, waiting }: CheckoutProps) {
  const { values } = useSearchState(checkoutSearch);
  if (values.orderId) return <OrderFollow orderId={values.orderId} waiting={waiting} />;
  if (!values.channel) return <ChooseFirst />;
  return <ChannelCheckout flow={flow} steps={steps} />;
}

function ChannelCheckout({ flow, steps }: Pick<CheckoutProps, 'flow' | 'steps'>) {
  const errorText = useApiErrorText();
  const { values } = useSearchState(checkoutSearch);
  const side = values.side as PaymentSide;
  const { failed, loading, data } = useCheckoutData({ ...values, side });
  if (failed?.error) return <LoadError message={errorText(failed.error)} onRetry={() => void failed.refetch()} />;
  if (loading || !data) return <Skeleton shape="block" height={360} />;
  if (!data.pair || !data.channel || !data.channel.Coins.includes(data.pair.CoinCode)) return <ChooseFirst />;
  return (
    <>
      {steps?.(data.channel.PayType, side)}
      <CheckoutForm
        flow={flow}
        side={side}
        pair={data.pair}
        channel={data.channel}
        form={data.form}
        initialAmount={values.amount}
      />
    </>
  );
}

function ChooseFirst() {
  const t = useT();
  return (
    <div className="fiat-card">
      <Empty message={t('fiat.checkout.chooseFirst')} />
      {isRouted('fiat') && <Link to={pagePath('fiat')}>{t('fiat.checkout.toFiat')}</Link>}
    </div>
  );
}
