/** A story as lists show it: cover, type, title, summary and date. */
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { storyPath, type NewsSummary } from './news-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function NewsCard({ story }: { story: NewsSummary }) {
  const t = useT();
  return (
    <li className="news-card">
      <img className="news-card__cover" src={story.CoverUrl} alt="" width={600} height={320} loading="lazy" />
      <div className="news-card__text">
        <span className="news-type">{t(`news.type.${story.Type}`)}</span>
        <h3 className="news-card__title">
          <Link to={storyPath(story.Id)}>{story.Title}</Link>
        </h3>
        <p className="news-card__summary">{story.Summary}</p>
        <time className="news-card__date" dateTime={story.CreateTime}>
          {formatDate(story.CreateTime, 'YYYY-MM-DD')}
        </time>
      </div>
    </li>
  );
}

export function NewsCardsSkeleton({ count }: { count: number }) {
  return (
    <ul className="news-cards" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="news-card">
          <Skeleton shape="block" className="news-card__cover" />
          <div className="news-card__text">
            <Skeleton lines={3} />
          </div>
        </li>
      ))}
    </ul>
  );
}
