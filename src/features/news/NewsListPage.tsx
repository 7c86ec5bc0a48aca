/** /news/list: every story, newest first, by type (tabs) and a page at a time; both in the address. */
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Empty, LoadError } from '../../ui/LoadState.tsx';
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
  const errorText = useApiErrorText();
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
        {list.isError && <LoadError message={errorText(list.error)} onRetry={() => void list.refetch()} />}
        {list.isPending && <NewsCardsSkeleton count={newsRows} />}
        {list.data?.Items.length === 0 && <Empty message={t('news.list.empty')} />}
        {list.data && list.data.Items.length > 0 && (
          <>
            <ul className={`news-cards${list.isPlaceholderData ? ' news-cards--busy' : ''}`}>
              {list.data.Items.map((story) => (
                <NewsCard key={story.Id} story={story} />
              ))}
            </ul>
            <Pager page={values.page} rows={newsRows} total={list.data.TotalCount} onPage={(page) => set({ page })} />
          </>
        )}
      </Tabs>
    </div>
  );
}
