/** The limits of one way to pay's channels, as a table (cards on a narrow screen). */
import type { components } from '../../../../generated/base.ts';
import { useApiQuery } from '../../../api/query.ts';
import { LoadedTable } from '../../../shell/LoadedTable.tsx';
import type { Column } from '../../../ui/DataTable.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { Empty } from '../../../ui/LoadState.tsx';
import { useArrivalText } from '../ChannelFacts.tsx';
import { channelsQuery, type PaymentChannel, type PaymentSide } from '../payment-api.ts';
import { useT } from '../../../i18n/use-t.ts';

interface PayTypeLimitsProps {
  fiat: string;
  side: PaymentSide;
  payType: components['schemas']['PaymentPayType'];
}

export function PayTypeLimits({ fiat, side, payType }: PayTypeLimitsProps) {
  const t = useT();
  const arrival = useArrivalText();
  const channels = useApiQuery(channelsQuery(fiat, payType.PayType, side));
  const money = (value: string) => <Figure kind="fiat" currency={fiat} value={value} />;
  const columns: Column<PaymentChannel>[] = [
    { id: 'channel', header: t('fiat.limitsPage.channel'), cell: (c) => c.Name },
    { id: 'min', header: t('fiat.limitsPage.min'), cell: (c) => money(c.MinAmount), numeric: true },
    { id: 'max', header: t('fiat.limitsPage.max'), cell: (c) => money(c.MaxAmount), numeric: true },
    { id: 'daily', header: t('fiat.limitsPage.daily'), cell: (c) => money(c.DailyLimit), numeric: true },
    {
      id: 'verified',
      header: t('fiat.limitsPage.verifiedDaily'),
      cell: (c) => money(c.VerifiedDailyLimit),
      numeric: true,
    },
    { id: 'arrival', header: t('fiat.facts.arrival'), cell: (c) => arrival(c.ArrivalMinutes), hideOnCards: true },
  ];
  return (
    <section className="fiat-limits" aria-labelledby={`limits-${payType.PayType}`}>
      <h2 id={`limits-${payType.PayType}`} className="fiat-card__title">
        {payType.Name}
      </h2>
      <LoadedTable
        query={channels}
        caption={t('fiat.limitsPage.caption', { payType: payType.Name, fiat })}
        columns={columns}
        rowKey={(c) => String(c.PayMethodId)}
        pageRows={payType.ChannelCount}
        empty={<Empty message={t('fiat.market.noChannels')} />}
      />
    </section>
  );
}
