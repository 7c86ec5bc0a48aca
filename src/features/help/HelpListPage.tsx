/**
 * /help/list?category=<id>: the articles of a category (of every one without it), newest first,
 * a page at a time, with the categories beside; an unknown category says so.
 */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { ArticleList, ArticleListSkeleton } from './ArticleList.tsx';
import { Categories } from './Categories.tsx';
import { articleRows, articlesQuery, categoriesQuery, listSearch } from './help-api.ts';
import './help.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export default function HelpListPage() {
  const t = useT();
  const { language } = useLanguageState();
  const { values, set } = useSearchState(listSearch);
  const articles = useApiQuery(articlesQuery(language, { category: values.category || undefined, page: values.page }));
  const categories = useApiQuery(categoriesQuery(language));
  const unknown = articles.data === null;
  const name = values.category
    ? (categories.data?.find((c) => c.Id === values.category)?.Name ?? (unknown ? t('help.list.notFoundTitle') : ''))
    : t('help.list.all');
  usePageTitle(name || t('help.title'));

  return (
    <div className="page help">
      <Breadcrumbs
        label={t('help.breadcrumbs')}
        trail={[{ label: t('help.title'), to: pagePath('help') }, { label: name || t('help.list.title') }]}
      />
      <h1>{name || <span className="visually-hidden">{t('help.list.title')}</span>}</h1>
      <div className="help-columns">
        <div className="help-columns__main">
          <Loaded
            query={articles}
            empty="help.list.empty"
            isEmpty={(found) => found?.Items.length === 0}
            loading={<ArticleListSkeleton rows={articleRows} />}
          >
            {(found) =>
              found === null ? (
                <div className="help-missing">
                  <Empty message={t('help.list.notFound')} />
                  <Link to={pagePath('help')}>{t('help.backHome')}</Link>
                </div>
              ) : (
                <>
                  <ArticleList
                    articles={found.Items}
                    withCategory={!values.category}
                    busy={articles.isPlaceholderData}
                  />
                  <Pager
                    page={values.page}
                    rows={articleRows}
                    total={found.TotalCount}
                    onPage={(page) => set({ page })}
                  />
                </>
              )
            }
          </Loaded>
        </div>
        <aside className="help-columns__side">
          <Categories language={language} look="menu" current={values.category} />
        </aside>
      </div>
    </div>
  );
}
