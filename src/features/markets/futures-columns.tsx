/** The columns of the futures list: star, contract, last price, its value in the display currency, 24h change, best bid and ask, mark price and chart. */
import type { ListedCoin } from '../../data/coins.ts';
import { DisplayValue } from '../../shell/money.tsx';
import type { Column } from '../../ui/data-table-column.ts';
import { Figure } from '../../ui/Figure.tsx';
import type { Contract } from './favorites.ts';
import { FuturesStar } from './FavoriteStar.tsx';
import { BestPrice, ContractChange, ContractPrice, ContractSparkline } from './FuturesCells.tsx';
import { MarketName } from './MarketName.tsx';
import { futuresTradeUrl } from './trade-links.ts';
import { type Translate } from '../../i18n/use-t.ts';

interface FuturesColumnsOptions {
  t: Translate;
  currency: string;
  coins: ReadonlyMap<string, ListedCoin> | undefined;
}

export function futuresColumns({ t, currency, coins }: FuturesColumnsOptions): Column<Contract>[] {
  return [
    { id: 'star', header: t('markets.column.favorite'), hideHeader: true, cell: (c) => <FuturesStar contract={c} /> },
    {
      id: 'pair',
      header: t('markets.column.contract'),
      cell: (c) => (
        <MarketName
          symbol={c.Symbol}
          name={t('markets.perpetual', { coin: coins?.get(c.BaseCoin)?.Name ?? c.BaseCoin })}
          iconUrl={coins?.get(c.BaseCoin)?.IconUrl}
          href={futuresTradeUrl(c.Symbol)}
        />
      ),
    },
    {
      id: 'price',
      header: t('market.price'),
      numeric: true,
      sortable: true,
      cell: (c) => <ContractPrice contract={c} />,
    },
    {
      id: 'value',
      header: t('markets.column.value', { currency }),
      numeric: true,
      sortable: true,
      cell: (c) => <DisplayValue amount={c.LastPrice} coin={c.QuoteCoin} className="market-value" />,
    },
    { id: 'change', header: t('market.change24h'), numeric: true, cell: (c) => <ContractChange contract={c} /> },
    {
      id: 'bid',
      header: t('markets.column.bid'),
      numeric: true,
      hideOnCards: true,
      cell: (c) => <BestPrice contract={c} side="bid" />,
    },
    {
      id: 'ask',
      header: t('markets.column.ask'),
      numeric: true,
      hideOnCards: true,
      cell: (c) => <BestPrice contract={c} side="ask" />,
    },
    {
      id: 'mark',
      header: t('markets.column.mark'),
      numeric: true,
      sortable: true,
      hideOnCards: true,
      cell: (c) => <Figure kind="price" value={c.MarkPrice} precision={c.PricePrecision} />,
    },
    {
      id: 'chart',
      header: t('markets.column.chart'),
      hideOnCards: true,
      align: 'end',
      cell: (c) => <ContractSparkline contract={c} />,
    },
  ];
}
