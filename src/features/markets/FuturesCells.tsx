/** The cells of a contract row that load something of their own once the row stays on screen: the best bid and ask, and the day's candles. */
import { marketRealTimeHandicapFull } from '../../../generated/operations/marketRealTimeHandicapFull.ts';
import { apiQuery, pollEvery, publicData, useApiQuery } from '../../api/query.ts';
import { livePricesMs } from '../../data/markets.ts';
import { Figure } from '../../ui/Figure.tsx';
import { useRowsSettled } from '../../ui/virtual-rows-settled.ts';
import type { Contract } from './favorites.ts';
import { futuresDayQuery } from './market-day.ts';
import { Sparkline } from './Sparkline.tsx';
import { livePriceClass, usePriceTick } from './use-price-tick.ts';

/** The top of the order book: one level each side, as live as the prices. */
const bookQuery = (symbol: string) => ({
  ...apiQuery(marketRealTimeHandicapFull, { body: { Symbol: symbol, Depth: 1 } }),
  ...publicData,
  ...pollEvery(livePricesMs),
});

export function BestPrice({ contract, side }: { contract: Contract; side: 'bid' | 'ask' }) {
  const settled = useRowsSettled();
  const book = useApiQuery({ ...bookQuery(contract.Symbol), paused: !settled });
  const level = side === 'bid' ? book.data?.Bids[0] : book.data?.Asks[0];
  return (
    <Figure
      kind="price"
      value={level?.Price}
      precision={contract.PricePrecision}
      loading={!book.data && !book.isError}
    />
  );
}

function useContractDay(symbol: string) {
  const settled = useRowsSettled();
  return useApiQuery({ ...futuresDayQuery(symbol), paused: !settled });
}

export function ContractChange({ contract }: { contract: Contract }) {
  const day = useContractDay(contract.Symbol);
  return <Figure kind="percent" value={day.data?.change} tone="auto" loading={!day.data && !day.isError} />;
}

export function ContractSparkline({ contract }: { contract: Contract }) {
  return <Sparkline prices={useContractDay(contract.Symbol).data?.prices} />;
}

export function ContractPrice({ contract }: { contract: Contract }) {
  const tick = usePriceTick(contract.LastPrice);
  return (
    <Figure
      kind="price"
      value={contract.LastPrice}
      precision={contract.PricePrecision}
      tone={tick ?? undefined}
      className={livePriceClass(tick)}
    />
  );
}
