/** A table of markets: pair, last price with its value in the display currency, 24h change and 24h volume. */
import type { Market } from '../../../data/markets.ts';
import { DisplayValue } from '../../../shell/money.tsx';
import { PairAmount, PairPrice } from '../../../shell/pair-figures.tsx';
import { Figure } from '../../../ui/Figure.tsx';
import { ServerIcon } from '../../../ui/ServerIcon.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function MarketTable({ markets }: { markets: Market[] }) {
  const t = useT();
  return (
    <table className="market-trend__table">
      <thead>
        <tr>
          <th scope="col">{t('market.pair')}</th>
          <th scope="col" className="num">
            {t('market.price')}
          </th>
          <th scope="col" className="num">
            {t('market.change24h')}
          </th>
          <th scope="col" className="num market-trend__volume">
            {t('home-sections.marketTrend.volume24h')}
          </th>
        </tr>
      </thead>
      <tbody>
        {markets.slice(0, 10).map((m) => (
          <tr key={m.VarietyId}>
            <th scope="row">
              <span className="market-trend__pair">
                <ServerIcon src={m.IconUrl} size={24} /> {m.Symbol}
              </span>
            </th>
            <td className="num">
              <PairPrice varietyId={m.VarietyId} value={m.Price} />
              <DisplayValue amount={m.Price} coin={m.QuoteCoin} className="market-trend__fiat" />
            </td>
            <td className="num">
              <Figure kind="percent" value={m.Change24h} tone="auto" />
            </td>
            <td className="num market-trend__volume">
              <PairAmount varietyId={m.VarietyId} value={m.Volume24h} unit={m.BaseCoin} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
