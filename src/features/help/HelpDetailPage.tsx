/**
 * /help/detail?id=<id>: one help article in the page language, sanitised, with its category path
 * and the other articles of its category; an unknown id says so.
 */
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { formatDate } from '../../lib/dates.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { tellPageHead } from '../../lib/page-head.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { recordId } from '../../lib/record-id.ts';
import { articleQuery, categoryPath } from './help-api.ts';
import { RelatedArticles } from './RelatedArticles.tsx';
import './help.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export default function HelpDetailPage() {
  const t = useT();
  const { language } = useLanguageState();
  const [params] = useSearchParams();
  const id = recordId(params.get('id'));
  const article = useApiQuery({ ...articleQuery(id ?? 0, language), enabled: id !== null });
  const missing = id === null || article.data === null;
  usePageTitle(article.data?.Title ?? t(missing ? 'help.detail.notFoundTitle' : 'help.title'));
  if (article.data) tellPageHead({ body: article.data.Content, published: article.data.CreateTime, kind: 'Article' });
  else if (missing) tellPageHead({ missing });

  const missingArticle = (
    <>
      <h1>{t('help.detail.notFoundTitle')}</h1>
      <div className="help-missing">
        <Empty message={t('help.detail.notFound')} />
        <Link to={pagePath('help')}>{t('help.backHome')}</Link>
      </div>
    </>
  );
  const trail = [
    { label: t('help.title'), to: pagePath('help') },
    ...(article.data ? [{ label: article.data.CategoryName, to: categoryPath(article.data.CategoryId) }] : []),
    { label: article.data?.Title ?? t('help.detail.title') },
  ];
  return (
    <div className="page help help--detail">
      <Breadcrumbs label={t('help.breadcrumbs')} trail={trail} />
      {id === null ? (
        missingArticle
      ) : (
        <Loaded
          query={article}
          empty={missingArticle}
          loading={
            <LoadingSkeleton label={t('help.detail.loading')}>
              <Skeleton height="2em" width="70%" />
              <Skeleton lines={10} />
            </LoadingSkeleton>
          }
        >
          {(found) =>
            found && (
              <>
                <article className="help-article" aria-labelledby="help-article-title">
                  <h1 id="help-article-title">{found.Title}</h1>
                  <p className="help-article__date">
                    <time dateTime={found.CreateTime}>{formatDate(found.CreateTime, 'YYYY-MM-DD')}</time>
                  </p>
                  <ServerHtml html={found.Content} className="help-article__body" />
                </article>
                <RelatedArticles category={found.CategoryId} article={found.Id} language={language} />
              </>
            )
          }
        </Loaded>
      )}
    </div>
  );
}
