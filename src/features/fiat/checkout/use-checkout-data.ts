/** Everything a channel's checkout shows: the pair and its prices, the channel's terms, and its form. */
import { useApiQuery, type QueryState } from '../../../api/query.ts';
import {
  channelsQuery,
  methodFormQuery,
  pairsQuery,
  type PayTypeCode,
  type PaymentChannel,
  type PaymentMethodForm,
  type PaymentPair,
  type PaymentSide,
} from '../payment-api.ts';

export interface CheckoutData {
  pair: PaymentPair | null;
  channel: PaymentChannel | null;
  form: PaymentMethodForm;
}

interface Choice {
  side: PaymentSide;
  coin: string;
  fiat: string;
  payType: string;
  channel: number;
}

const payTypes: readonly string[] = ['card', 'bankTransfer', 'mobileMoney', 'pix'];

/** The first failed query (to retry), whether any is still loading, and the data once all have come. */
export function useCheckoutData(choice: Choice): {
  failed: QueryState<unknown> | null;
  loading: boolean;
  data: CheckoutData | null;
} {
  const pairs = useApiQuery(pairsQuery());
  const form = useApiQuery({ ...methodFormQuery(choice.side, choice.channel), enabled: choice.channel > 0 });
  const payType = (payTypes.includes(choice.payType) ? choice.payType : (form.data?.PayType ?? '')) as PayTypeCode | '';
  const channels = useApiQuery(channelsQuery(choice.fiat, payType, choice.side));
  const failed = [pairs, form, channels].find((query) => query.isError) ?? null;
  if (failed || !pairs.data || !form.data || !channels.data) return { failed, loading: !failed, data: null };
  return {
    failed: null,
    loading: false,
    data: {
      pair: pairs.data.find((p) => p.CoinCode === choice.coin && p.FiatCode === choice.fiat) ?? null,
      channel: channels.data.find((c) => c.PayMethodId === choice.channel) ?? null,
      form: form.data,
    },
  };
}
