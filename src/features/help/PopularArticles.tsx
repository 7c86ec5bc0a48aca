/** The most read articles of every category, on the help home. */
import { useApiQuery } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { ArticleList, ArticleListSkeleton } from './ArticleList.tsx';
import { articlesQuery, popularCount } from './help-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function PopularArticles({ language }: { language: Language }) {
  const t = useT();
  const popular = useApiQuery(articlesQuery(language, { page: 1, rows: popularCount, sort: 'popular' }));
  if (popular.data?.Items.length === 0) return null;
  return (
    <section className="help-section" aria-labelledby="help-popular-title">
      <h2 id="help-popular-title">{t('help.popular.title')}</h2>
      <Loaded query={popular} loading={<ArticleListSkeleton rows={popularCount} />}>
        {(page) => page && <ArticleList articles={page.Items} withCategory />}
      </Loaded>
    </section>
  );
}
