/**
 * /news/detail/:id: one story in the page language: its picture and attachments (fetched as
 * bytes), its sanitised body, type, date and reads; an unknown id says so.
 */
import { Link, useParams } from 'react-router';
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
import { storyQuery, typeListPath } from './news-api.ts';
import { NewsPicture } from './NewsPicture.tsx';
import { pictureAddress } from './picture-address.ts';
import './news.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

export default function NewsDetailPage() {
  const t = useT();
  const { language } = useLanguageState();
  const id = recordId(useParams().id);
  const story = useApiQuery({ ...storyQuery(id ?? 0, language), enabled: id !== null });
  const missing = id === null || story.data === null;
  usePageTitle(story.data?.Title ?? t(missing ? 'news.detail.notFoundTitle' : 'news.title'));
  if (story.data)
    tellPageHead({
      summary: story.data.Summary,
      published: story.data.CreateTime,
      kind: 'NewsArticle',
      picture: pictureAddress(story.data.CoverResourceId) ?? undefined,
    });
  else if (missing) tellPageHead({ missing });

  const missingStory = (
    <>
      <h1>{t('news.detail.notFoundTitle')}</h1>
      <div className="news-missing">
        <Empty message={t('news.detail.notFound')} />
        <Link to={pagePath('news')}>{t('news.detail.toNews')}</Link>
      </div>
    </>
  );
  const trail = [
    { label: t('news.title'), to: pagePath('news') },
    ...(story.data ? [{ label: t(`news.type.${story.data.Type}`), to: typeListPath(story.data.Type) }] : []),
    { label: story.data?.Title ?? t('news.detail.title') },
  ];
  return (
    <div className="page news news--detail">
      <Breadcrumbs label={t('news.breadcrumbs')} trail={trail} />
      {id === null ? (
        missingStory
      ) : (
        <Loaded
          query={story}
          empty={missingStory}
          loading={
            <LoadingSkeleton label={t('news.detail.loading')}>
              <Skeleton height="2em" width="80%" />
              <Skeleton shape="block" height={320} />
              <Skeleton lines={8} />
            </LoadingSkeleton>
          }
        >
          {(found) =>
            found && (
              <article className="news-story" aria-labelledby="news-story-title">
                <h1 id="news-story-title">{found.Title}</h1>
                <p className="news-story__meta">
                  <span className="news-type">{t(`news.type.${found.Type}`)}</span>
                  <time dateTime={found.CreateTime}>{formatDate(found.CreateTime, 'YYYY-MM-DD')}</time>
                  <span>{t('news.reads', { count: found.ReadCount })}</span>
                </p>
                <NewsPicture resourceId={found.CoverResourceId} alt="" className="news-story__cover" first />
                <p className="news-story__summary">{found.Summary}</p>
                <ServerHtml html={found.Content} className="news-story__body" />
                {(found.Attachments?.length ?? 0) > 0 && (
                  <section className="news-attachments" aria-labelledby="news-attachments-title">
                    <h2 id="news-attachments-title">{t('news.attachments')}</h2>
                    {found.Attachments!.map((attachment) => (
                      <NewsPicture
                        key={attachment.ResourceId}
                        resourceId={attachment.ResourceId}
                        alt={attachment.Title}
                        caption={attachment.Title}
                        download={attachment.ResourceId}
                      />
                    ))}
                  </section>
                )}
                <p>
                  <Link to={pagePath('newsList')}>{t('news.detail.toList')}</Link>
                </p>
              </article>
            )
          }
        </Loaded>
      )}
    </div>
  );
}
