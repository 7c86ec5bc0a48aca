/** The home page's market trend: every market with its price and 24h change, from the market call. */
import { useIntl } from 'react-intl';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useCall } from '../../api/use-call.ts';
import { formatPrice } from '../../lib/price-format.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import './market-trend.css';

const loadMarkets = () => call(api().base.GET('/api/idcm/market/Market/GetMarketTrends', { params: { query: { quoteCoin: 'USDT' } } }));

export function MarketTrend() {
  const intl = useIntl();
  const markets = useCall(loadMarkets, []);
  return (
    <section className="market-trend" aria-labelledby="market-trend-title">
      <h2 id="market-trend-title">{intl.formatMessage({ id: 'home.marketTrend.title' })}</h2>
      {markets.status === 'loading' && <Loading />}
      {markets.status === 'error' && <LoadError message={intl.formatMessage(errorMessage(markets.error), errorMessage(markets.error).values)} onRetry={markets.reload} />}
      {markets.status === 'ok' && markets.data.length === 0 && <Empty message={intl.formatMessage({ id: 'home.marketTrend.empty' })} />}
      {markets.status === 'ok' && markets.data.length > 0 && (
        <table className="market-trend__table">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'market.pair' })}</th>
              <th scope="col" className="num">{intl.formatMessage({ id: 'market.price' })}</th>
              <th scope="col" className="num">{intl.formatMessage({ id: 'market.change24h' })}</th>
            </tr>
          </thead>
          <tbody>
            {markets.data.slice(0, 10).map((m) => {
              const change = Number(m.Change24h);
              return (
                <tr key={m.VarietyId}>
                  <th scope="row">
                    <span className="market-trend__pair">
                      <img src={m.IconUrl} alt="" width={24} height={24} /> {m.Symbol}
                    </span>
                  </th>
                  <td className="num">{formatPrice(m.Price)}</td>
                  <td className={`num ${change >= 0 ? 'up' : 'down'}`}>
                    {change > 0 ? '+' : ''}
                    {m.Change24h}%
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
