/** Article titles as links, with their category and date; the search results mark the words looked for. */
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { Highlighted } from '../../ui/Highlighted.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { articlePath, type HelpArticleSummary } from './help-api.ts';

interface ArticleListProps {
  articles: readonly (HelpArticleSummary & { Snippet?: string })[];
  /** Shows each article's category (lists across categories). */
  withCategory?: boolean;
  /** The words to mark in titles and snippets. */
  search?: string;
  busy?: boolean;
}

export function ArticleList({ articles, withCategory = false, search = '', busy = false }: ArticleListProps) {
  return (
    <ol className={`help-articles${busy ? ' help-articles--busy' : ''}`}>
      {articles.map((article) => (
        <li key={article.Id} className="help-articles__item">
          <Link to={articlePath(article.Id)} className="help-articles__title">
            <Highlighted text={article.Title} search={search} />
          </Link>
          {article.Snippet && (
            <p className="help-articles__snippet">
              <Highlighted text={article.Snippet} search={search} />
            </p>
          )}
          <span className="help-articles__meta">
            {withCategory && <span>{article.CategoryName}</span>}
            <time dateTime={article.CreateTime}>{formatDate(article.CreateTime, 'YYYY-MM-DD')}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

export function ArticleListSkeleton({ rows }: { rows: number }) {
  return (
    <ol className="help-articles" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="help-articles__item">
          <Skeleton width="75%" />
          <Skeleton width="8em" />
        </li>
      ))}
    </ol>
  );
}
