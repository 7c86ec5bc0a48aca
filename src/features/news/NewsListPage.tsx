/** /news/list: every story, newest first, by type (tabs) and a page at a time; both in the address. */
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { listSearch, newsListQuery, newsRows, newsTypes } from './news-api.ts';
import { NewsCard, NewsCardsSkeleton } from './NewsCard.tsx';
import './news.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export default function NewsListPage() {
  const t = useT();
  const { language } = useLanguageState();
  const { values, set } = useSearchState(listSearch);
  const list = useApiQuery(newsListQuery(language, values));
  usePageTitle(values.type === 'all' ? t('news.list.title') : t(`news.type.${values.type}`));
  const tabs = [
    { id: 'all' as const, label: t('news.type.all') },
    ...newsTypes.map((id) => ({ id, label: t(`news.type.${id}`) })),
  ];
  return (
    <div className="page news">
      <Breadcrumbs
        label={t('news.breadcrumbs')}
        trail={[{ label: t('news.title'), to: pagePath('news') }, { label: t('news.list.title') }]}
      />
      <h1>{t('news.list.title')}</h1>
      <Tabs label={t('news.list.types')} tabs={tabs} selected={values.type} onSelect={(type) => set({ type })}>
        <Loaded
          query={list}
          empty="news.list.empty"
          isEmpty={(stories) => stories.Items.length === 0}
          loading={<NewsCardsSkeleton count={newsRows} />}
        >
          {(stories) => (
            <>
              <ul className={`news-cards${list.isPlaceholderData ? ' news-cards--busy' : ''}`}>
                {stories.Items.map((story) => (
                  <NewsCard key={story.Id} story={story} />
                ))}
              </ul>
              <Pager page={values.page} rows={newsRows} total={stories.TotalCount} onPage={(page) => set({ page })} />
            </>
          )}
        </Loaded>
      </Tabs>
    </div>
  );
}
