/** The estimated value of the whole spot account: in the display currency, and in BTC and USDT. */
import type { currencyGetCurrencyAssets } from '../../../generated/operations/currencyGetCurrencyAssets.ts';
import type { DataOf } from '../../api/operation.ts';
import { useApiQuery } from '../../api/query.ts';
import { useCoins } from '../../data/coins.ts';
import { asFiatCode } from '../../data/fiat-currencies.ts';
import { useT } from '../../i18n/use-t.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { totalsQuery } from './assets-api.ts';

type Totals = DataOf<typeof currencyGetCurrencyAssets>;

export function TotalsCard() {
  const t = useT();
  const currency = useDisplayCurrency();
  const totals = useApiQuery(totalsQuery(asFiatCode(currency)));
  return (
    <section className="assets-card" aria-labelledby="assets-total-title">
      <h2 id="assets-total-title">{t('assets.total.title')}</h2>
      <Loaded query={totals} loading={<TotalFigures currency={currency} />}>
        {(answer) => <TotalFigures currency={currency} totals={answer} />}
      </Loaded>
    </section>
  );
}

/** The three figures, each a placeholder of its own size until its value is known. */
function TotalFigures({ currency, totals }: { currency: string; totals?: Totals }) {
  const { coins, precisionOf } = useCoins();
  const inFiat = totals?.Items.find((item) => item.FiatCode === currency) ?? totals?.Items[0];
  const usdt = toDecimal(totals?.TotalUsdt);
  const btcPrice = toDecimal(coins?.get('BTC')?.PriceUsdt);
  const inBtc = usdt && btcPrice && !btcPrice.isZero() ? usdt.div(btcPrice) : null;
  const loading = totals === undefined;
  return (
    <div className="assets-total">
      <Figure
        className="assets-total__fiat"
        kind="fiat"
        value={inFiat?.TotalFiat}
        currency={inFiat?.FiatCode ?? currency}
        approx
        loading={loading}
      />
      <p className="assets-total__coins">
        <Figure
          kind="amount"
          value={inBtc}
          precision={precisionOf('BTC')}
          unit="BTC"
          approx
          loading={loading || !coins}
        />
        <Figure kind="amount" value={usdt} precision={2} unit="USDT" approx loading={loading} />
      </p>
    </div>
  );
}
