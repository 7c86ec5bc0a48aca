/** Other articles of the same category, below an article. */
import { useApiQuery } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { ArticleList } from './ArticleList.tsx';
import { articlesQuery, relatedCount } from './help-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function RelatedArticles({
  category,
  article,
  language,
}: {
  category: number;
  article: number;
  language: Language;
}) {
  const t = useT();
  // One more than shown, as the article itself is among them.
  const related = useApiQuery(articlesQuery(language, { category, page: 1, rows: relatedCount + 1 }));
  const others = related.data?.Items.filter((a) => a.Id !== article).slice(0, relatedCount) ?? [];
  if (others.length === 0) return null;
  return (
    <section className="help-section" aria-labelledby="help-related-title">
      <h2 id="help-related-title">{t('help.related.title')}</h2>
      <ArticleList articles={others} />
    </section>
  );
}
