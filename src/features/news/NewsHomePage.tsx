/** /news: the featured stories of a type (in the address as ?featured=) and the latest stories of every type. */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Empty, LoadError } from '../../ui/LoadState.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { FeaturedRotation } from './FeaturedRotation.tsx';
import { homeSearch, latestCount, newsListQuery } from './news-api.ts';
import { NewsCard, NewsCardsSkeleton } from './NewsCard.tsx';
import './news.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export default function NewsHomePage() {
  const t = useT();
  const errorText = useApiErrorText();
  const { language } = useLanguageState();
  const { values, set } = useSearchState(homeSearch);
  const latest = useApiQuery(newsListQuery(language, { type: 'all', page: 1, rows: latestCount }));
  usePageTitle(t('news.title'));
  return (
    <div className="page news">
      <h1>{t('news.title')}</h1>
      <FeaturedRotation
        type={values.featured}
        onType={(featured) => set({ featured }, { history: 'replace' })}
        language={language}
      />
      <section className="news-latest" aria-labelledby="news-latest-title">
        <div className="news-latest__head">
          <h2 id="news-latest-title">{t('news.latest.title')}</h2>
          <Link to={pagePath('newsList')}>{t('news.latest.all')}</Link>
        </div>
        {latest.isError && <LoadError message={errorText(latest.error)} onRetry={() => void latest.refetch()} />}
        {latest.isPending && <NewsCardsSkeleton count={latestCount} />}
        {latest.data?.Items.length === 0 && <Empty message={t('news.list.empty')} />}
        {latest.data && latest.data.Items.length > 0 && (
          <ul className="news-cards">
            {latest.data.Items.map((story) => (
              <NewsCard key={story.Id} story={story} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
