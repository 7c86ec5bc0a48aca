/**
 * /markets: every spot market, live, grouped by quote coin, with favourites and (with the contract
 * switch on) the futures contracts; a summary strip and the recommended markets above.
 */
import { useIntl } from 'react-intl';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { MarketBoard } from './MarketBoard.tsx';
import { MarketHighlights } from './MarketHighlights.tsx';
import { MarketSummary } from './MarketSummary.tsx';
import './markets.css';

export default function MarketsPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'markets.title' });
  usePageTitle(title);
  return (
    <div className="page markets">
      <h1>{title}</h1>
      <p className="markets__lead">{intl.formatMessage({ id: 'markets.lead' })}</p>
      <MarketSummary />
      <MarketHighlights />
      <MarketBoard />
    </div>
  );
}
