/**
 * /help/search?keyword=<words>: the articles whose title or text holds the words, the words marked,
 * a page at a time; an empty result suggests the categories.
 */
import { useApiQuery } from '../../api/query.ts';
import { constants } from '../../config/site-config.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SearchFilter } from '../../ui/SearchFilter.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { ArticleList, ArticleListSkeleton } from './ArticleList.tsx';
import { Categories } from './Categories.tsx';
import { articleRows, helpSearch, searchQuery } from './help-api.ts';
import './help.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export default function HelpSearchPage() {
  const t = useT();
  const { language } = useLanguageState();
  const { values, set } = useSearchState(helpSearch);
  const { keyword, page } = values;
  const results = useApiQuery(searchQuery(language, keyword, page));
  usePageTitle(keyword ? t('help.search.titleFor', { keyword }) : t('help.search.title'));

  const nothing = keyword === '' || results.data?.Items.length === 0;
  return (
    <div className="page help">
      <Breadcrumbs
        label={t('help.breadcrumbs')}
        trail={[{ label: t('help.title'), to: pagePath('help') }, { label: t('help.search.title') }]}
      />
      <h1>{t('help.search.title')}</h1>
      <div className="help-search-filter">
        <SearchFilter
          label={t('help.search.label')}
          value={keyword}
          onChange={(next) => set({ keyword: next })}
          debounceMs={constants().debounceMs}
        />
      </div>
      <div role="status" className="help-search-count">
        {keyword !== '' &&
          results.data &&
          (results.data.TotalCount > 0
            ? t('help.search.count', { count: results.data.TotalCount, keyword })
            : t('help.search.none', { keyword }))}
      </div>
      {keyword !== '' && (
        <Loaded query={results} loading={<ArticleListSkeleton rows={5} />}>
          {(found) =>
            found.Items.length > 0 && (
              <>
                <ArticleList articles={found.Items} withCategory search={keyword} busy={results.isPlaceholderData} />
                <Pager page={page} rows={articleRows} total={found.TotalCount} onPage={(next) => set({ page: next })} />
              </>
            )
          }
        </Loaded>
      )}
      {nothing && (
        <section className="help-section" aria-labelledby="help-suggest-title">
          <h2 id="help-suggest-title">{t(keyword === '' ? 'help.search.prompt' : 'help.search.suggest')}</h2>
          <Categories language={language} look="cards" />
        </section>
      )}
    </div>
  );
}
