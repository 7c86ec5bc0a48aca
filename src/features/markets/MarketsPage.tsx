/**
 * /markets: every spot market, live, grouped by quote coin, with favourites and (with the contract
 * switch on) the futures contracts; a summary strip and the recommended markets above.
 */
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { MarketBoard } from './MarketBoard.tsx';
import { MarketHighlights } from './MarketHighlights.tsx';
import { MarketSummary } from './MarketSummary.tsx';
import './markets.css';

export default function MarketsPage() {
  const { title, intro } = usePageIntro('markets');
  usePageTitle(title);
  return (
    <div className="page markets">
      {intro}
      <MarketSummary />
      <MarketHighlights />
      <MarketBoard />
    </div>
  );
}
