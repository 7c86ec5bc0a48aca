/** The estimated value of the whole spot account: in the display currency, and in BTC and USDT. */
import { useIntl } from 'react-intl';
import { useApiQuery } from '../../api/query.ts';
import { useCoins } from '../../data/coins.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { useDisplayCurrency } from '../../session/display-currency.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Figure } from '../../ui/Figure.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { asFiatCode } from '../../data/fiat-currencies.ts';
import { totalsQuery } from './assets-api.ts';

export function TotalsCard() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const currency = useDisplayCurrency();
  const totals = useApiQuery(totalsQuery(asFiatCode(currency)));
  const { coins, precisionOf } = useCoins();
  const inFiat = totals.data?.Items.find((item) => item.FiatCode === currency) ?? totals.data?.Items[0];
  const usdt = toDecimal(totals.data?.TotalUsdt);
  const btcPrice = toDecimal(coins?.get('BTC')?.PriceUsdt);
  const inBtc = usdt && btcPrice && !btcPrice.isZero() ? usdt.div(btcPrice) : null;
  const loading = totals.isPending;

  return (
    <section className="assets-card" aria-labelledby="assets-total-title">
      <h2 id="assets-total-title">{intl.formatMessage({ id: 'assets.total.title' })}</h2>
      {totals.isError ? (
        <LoadError message={errorText(totals.error)} onRetry={() => void totals.refetch()} />
      ) : (
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
      )}
    </section>
  );
}
