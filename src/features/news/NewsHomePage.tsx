/** /news: the featured stories of a type (in the address as ?featured=) and the latest stories of every type. */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useSearchState } from '../../ui/use-search-state.ts';
import { FeaturedRotation } from './FeaturedRotation.tsx';
import { homeSearch, latestCount, newsListQuery, rotationQuery } from './news-api.ts';
import { NewsCard, NewsCardsSkeleton } from './NewsCard.tsx';
import './news.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export default function NewsHomePage() {
  const t = useT();
  const { language } = useLanguageState();
  const { values, set } = useSearchState(homeSearch);
  const latest = useApiQuery(newsListQuery(language, { type: 'all', page: 1, rows: latestCount }));
  // The latest stories come under the featured one once it is shown (its height is known only
  // then), so that they never move; both are asked for at once.
  const featured = useApiQuery(rotationQuery(values.featured, language));
  usePageTitle(t('news.title'));
  return (
    <div className="page news">
      <h1>{t('news.title')}</h1>
      <FeaturedRotation
        type={values.featured}
        onType={(featured) => set({ featured }, { history: 'replace' })}
        language={language}
      />
      {!featured.isPending && (
        <section className="news-latest" aria-labelledby="news-latest-title">
          <div className="news-latest__head">
            <h2 id="news-latest-title">{t('news.latest.title')}</h2>
            <Link to={pagePath('newsList')}>{t('news.latest.all')}</Link>
          </div>
          <Loaded
            query={latest}
            empty="news.list.empty"
            isEmpty={(page) => page.Items.length === 0}
            loading={<NewsCardsSkeleton count={latestCount} />}
          >
            {(page) => (
              <ul className="news-cards">
                {page.Items.map((story) => (
                  <NewsCard key={story.Id} story={story} />
                ))}
              </ul>
            )}
          </Loaded>
        </section>
      )}
    </div>
  );
}
