/** A channel's fee, limits and time to arrive, as every fiat page shows them. */
import { Decimal } from '../../lib/decimal.ts';
import { Figure } from '../../ui/Figure.tsx';
import type { PaymentChannel } from './payment-api.ts';
import { useT } from '../../i18n/use-t.ts';

/** The time to arrive in the largest whole unit: minutes, hours or days. */
export function useArrivalText(): (minutes: number) => string {
  const t = useT();
  return (minutes) => {
    if (minutes % 1440 === 0 && minutes > 0) return t('fiat.arrival.days', { count: minutes / 1440 });
    if (minutes % 60 === 0 && minutes > 0) return t('fiat.arrival.hours', { count: minutes / 60 });
    return t('fiat.arrival.minutes', { count: minutes });
  };
}

export function ChannelFee({ channel }: { channel: PaymentChannel }) {
  const t = useT();
  const rate = <Figure key="rate" kind="percent" sign="negative" value={new Decimal(channel.FeeRate).times(100)} />;
  if (new Decimal(channel.FixedFee).isZero()) return t('fiat.fee.rate', { rate });
  return t('fiat.fee.rateAndFixed', {
    rate,
    fixed: <Figure key="fixed" kind="fiat" currency={channel.FiatCode} value={channel.FixedFee} />,
  });
}

export function ChannelLimits({ channel }: { channel: PaymentChannel }) {
  const t = useT();
  return t('fiat.limits.perOrder', {
    min: <Figure key="min" kind="fiat" currency={channel.FiatCode} value={channel.MinAmount} />,
    max: <Figure key="max" kind="fiat" currency={channel.FiatCode} value={channel.MaxAmount} />,
  });
}

export function ChannelFacts({ channel }: { channel: PaymentChannel }) {
  const t = useT();
  const arrival = useArrivalText();
  return (
    <dl className="fiat-facts">
      <div>
        <dt>{t('fiat.facts.fee')}</dt>
        <dd>
          <ChannelFee channel={channel} />
        </dd>
      </div>
      <div>
        <dt>{t('fiat.facts.limits')}</dt>
        <dd>
          <ChannelLimits channel={channel} />
        </dd>
      </div>
      <div>
        <dt>{t('fiat.facts.arrival')}</dt>
        <dd>{arrival(channel.ArrivalMinutes)}</dd>
      </div>
    </dl>
  );
}
