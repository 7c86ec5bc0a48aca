/** One coin's guide: what it is (sanitised), its facts, the networks it moves on, and where to deposit or trade it. */
import { ExternalButtonLink } from '../../ui/ExternalButtonLink.tsx';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { coinChainsQuery, coinIntroQuery, depositPath, marketUrl, type CoinIntro } from './coin-guide-api.ts';
import { CoinNetworks } from './CoinNetworks.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { ServerIcon } from '../../ui/ServerIcon.tsx';

export function CoinGuide({ code, language }: { code: string; language: Language }) {
  const t = useT();
  const intro = useApiQuery(coinIntroQuery(code, language));
  return (
    <Loaded
      query={intro}
      empty={<Empty message={t('guides.notFound', { code })} />}
      loading={
        <LoadingSkeleton className="coin-guide">
          <Skeleton height="2em" width="40%" />
          <Skeleton lines={6} />
        </LoadingSkeleton>
      }
    >
      {(coin) => coin && <Guide coin={coin} />}
    </Loaded>
  );
}

function Guide({ coin }: { coin: CoinIntro }) {
  const t = useT();
  const chains = useApiQuery(coinChainsQuery(coin.CoinId));
  const deposit = depositPath(coin.Code);
  const market = marketUrl(coin.Code);
  return (
    <article className="coin-guide" aria-labelledby="coin-guide-title">
      <header className="coin-guide__head">
        <ServerIcon src={coin.IconUrl} size={48} />
        <h2 id="coin-guide-title">
          {coin.Name} <span className="coin-guide__code">{coin.Code}</span>
        </h2>
      </header>
      <ServerHtml html={coin.Intro} />
      <dl className="coin-guide__facts">
        <div>
          <dt>{t('guides.issued')}</dt>
          <dd>{formatDate(coin.IssueDate, 'YYYY-MM-DD')}</dd>
        </div>
        <div>
          <dt>{t('guides.supply')}</dt>
          <dd>
            <CoinAmount amount={coin.TotalSupply} coin={coin.Code} />
          </dd>
        </div>
        <div>
          <dt>{t('guides.website')}</dt>
          <dd>
            <a href={coin.Website} target="_blank" rel="noopener noreferrer">
              {new URL(coin.Website).hostname}
            </a>
          </dd>
        </div>
        {coin.Whitepaper && (
          <div>
            <dt>{t('guides.whitepaper')}</dt>
            <dd>
              <a href={coin.Whitepaper} target="_blank" rel="noopener noreferrer">
                {t('guides.readWhitepaper')}
              </a>
            </dd>
          </div>
        )}
      </dl>
      <CoinNetworks code={coin.Code} chains={chains} />
      {(deposit || market) && (
        <p className="coin-guide__actions">
          {deposit && <ButtonLink to={deposit}>{t('guides.deposit', { code: coin.Code })}</ButtonLink>}
          {market && (
            <ExternalButtonLink href={market} newTab variant="secondary">
              {t('guides.market', { pair: `${coin.Code}/USDT` })}
            </ExternalButtonLink>
          )}
        </p>
      )}
    </article>
  );
}
