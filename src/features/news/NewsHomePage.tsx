/** /news: the featured stories of a type (in the address as ?featured=) and the latest stories of every type. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Empty, LoadError } from '../../ui/LoadState.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { FeaturedRotation } from './FeaturedRotation.tsx';
import { homeSearch, latestCount, newsListQuery, rotationQuery } from './news-api.ts';
import { NewsCard, NewsCardsSkeleton } from './NewsCard.tsx';
import './news.css';

export default function NewsHomePage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useApiErrorText();
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
            <Link to="/news/list">{t('news.latest.all')}</Link>
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
      )}
    </div>
  );
}
