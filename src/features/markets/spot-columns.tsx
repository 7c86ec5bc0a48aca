/** The columns of a spot market list: star, pair, last price, its value in the display currency, 24h change, high, low, volume and chart. */
import type { ListedCoin } from '../../data/coins.ts';
import type { Market } from '../../data/markets.ts';
import type { Column } from '../../ui/data-table-column.ts';
import { Figure } from '../../ui/Figure.tsx';
import { SpotStar } from './FavoriteStar.tsx';
import { LivePrice } from './LivePrice.tsx';
import { MarketName } from './MarketName.tsx';
import { SpotPrice, SpotSparkline, SpotValue, SpotVolume } from './SpotCells.tsx';
import { spotTradeUrl } from './trade-links.ts';
import { type Translate } from '../../i18n/use-t.ts';

interface SpotColumnsOptions {
  t: Translate;
  /** The display currency's code, named in the value column's header. */
  currency: string;
  coins: ReadonlyMap<string, ListedCoin> | undefined;
  /** Whether pairs link to the trade site (the trade switch). */
  tradeLinks: boolean;
}

export function spotColumns({ t, currency, coins, tradeLinks }: SpotColumnsOptions): Column<Market>[] {
  return [
    { id: 'star', header: t('markets.column.favorite'), hideHeader: true, cell: (m) => <SpotStar market={m} /> },
    {
      id: 'pair',
      header: t('market.pair'),
      cell: (m) => (
        <MarketName
          symbol={m.Symbol}
          name={coins?.get(m.BaseCoin)?.Name}
          iconUrl={m.IconUrl}
          href={tradeLinks ? spotTradeUrl(m.BaseCoin, m.QuoteCoin) : null}
        />
      ),
    },
    {
      id: 'price',
      header: t('market.price'),
      numeric: true,
      sortable: true,
      cell: (m) => <LivePrice price={m.Price} />,
    },
    {
      id: 'value',
      header: t('markets.column.value', { currency }),
      numeric: true,
      sortable: true,
      cell: (m) => <SpotValue price={m.Price} quoteCoin={m.QuoteCoin} />,
    },
    {
      id: 'change',
      header: t('market.change24h'),
      numeric: true,
      sortable: true,
      cell: (m) => <Figure kind="percent" value={m.Change24h} tone="auto" />,
    },
    {
      id: 'high',
      header: t('markets.column.high'),
      numeric: true,
      sortable: true,
      hideOnCards: true,
      cell: (m) => <SpotPrice price={m.High24h} />,
    },
    {
      id: 'low',
      header: t('markets.column.low'),
      numeric: true,
      sortable: true,
      hideOnCards: true,
      cell: (m) => <SpotPrice price={m.Low24h} />,
    },
    {
      id: 'volume',
      header: t('markets.column.volume'),
      numeric: true,
      sortable: true,
      hideOnCards: true,
      cell: (m) => <SpotVolume volume={m.Volume24h} unit={m.BaseCoin} />,
    },
    {
      id: 'chart',
      header: t('markets.column.chart'),
      hideOnCards: true,
      align: 'end',
      cell: (m) => <SpotSparkline varietyId={m.VarietyId} />,
    },
  ];
}
