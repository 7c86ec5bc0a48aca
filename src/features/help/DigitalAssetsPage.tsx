/**
 * /help/digitalAsset: guides to the coins the site lists. A searchable list of coins beside the
 * chosen coin's guide (`?coin=`, else the first listed); the search is `?q=`.
 */
import { useApiQuery } from '../../api/query.ts';
import { constants } from '../../config/site-config.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { SearchFilter } from '../../ui/SearchFilter.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { coinHitsQuery, guideSearch } from './coin-guide-api.ts';
import { CoinGuide } from './CoinGuide.tsx';
import './help.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';
import { ServerIcon } from '../../ui/ServerIcon.tsx';

export default function DigitalAssetsPage() {
  const t = useT();
  const { language } = useLanguageState();
  const { values, set } = useSearchState(guideSearch);
  const hits = useApiQuery(coinHitsQuery(values.q));
  const chosen = values.coin.toUpperCase() || hits.data?.[0]?.Code || '';
  const hit = hits.data?.find((h) => h.Code === chosen);
  usePageTitle(hit ? t('guides.coinTitle', { name: hit.Name, code: hit.Code }) : t('guides.title'));

  return (
    <div className="page help guides">
      <Breadcrumbs
        label={t('help.breadcrumbs')}
        trail={[{ label: t('help.title'), to: pagePath('help') }, { label: t('guides.title') }]}
      />
      <h1>{t('guides.title')}</h1>
      <p className="help-lead">{t('guides.lead')}</p>
      <div className="help-columns help-columns--guides">
        <aside className="help-columns__side">
          <SearchFilter
            label={t('guides.search')}
            value={values.q}
            onChange={(q) => set({ q })}
            debounceMs={constants().debounceMs}
          />
          <Loaded query={hits} empty="guides.noMatch" loading={<Skeleton lines={8} />}>
            {(coins) => (
              <nav aria-label={t('guides.coins')}>
                <ul
                  className={`guide-coins${hits.isPlaceholderData ? ' guide-coins--busy' : ''}`}
                  style={{ maxHeight: constants().listScrollHeightPx * 2 }}
                >
                  {coins.map((hit) => (
                    <li key={hit.CoinId}>
                      <button
                        type="button"
                        className="guide-coin"
                        aria-current={hit.Code === chosen ? 'true' : undefined}
                        onClick={() => set({ coin: hit.Code }, { history: 'push' })}
                      >
                        <ServerIcon src={hit.IconUrl} size={28} />
                        <span className="guide-coin__text">
                          <span className="guide-coin__name">
                            {hit.Name} <span className="guide-coin__code">{hit.Code}</span>
                          </span>
                          <span className="guide-coin__summary">{hit.Summary}</span>
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </Loaded>
        </aside>
        <div className="help-columns__main">
          {chosen && <CoinGuide key={`${chosen}-${language}`} code={chosen} language={language} />}
        </div>
      </div>
    </div>
  );
}
