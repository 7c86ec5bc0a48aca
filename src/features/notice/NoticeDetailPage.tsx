/**
 * /notice/detail?keyWords=<id>: one announcement in the page language, its sanitised body, and
 * the announcements before and after it; a missing or unknown id says so and leads to the list.
 */
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { tellPageHead } from '../../lib/page-head.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { recordId } from '../../lib/record-id.ts';
import { noticePath, noticeQuery } from './notice-api.ts';
import { NoticeMeta } from './NoticeMeta.tsx';
import './notice.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

function NotFound() {
  const t = useT();
  return (
    <div className="notice-missing">
      <Empty message={t('notice.detail.notFound')} />
      <Link to={pagePath('noticeList')}>{t('notice.detail.toList')}</Link>
    </div>
  );
}

export default function NoticeDetailPage() {
  const t = useT();
  const { language } = useLanguageState();
  const [params] = useSearchParams();
  const id = recordId(params.get('keyWords'));
  const notice = useApiQuery({ ...noticeQuery(id ?? 0, language), enabled: id !== null });
  usePageTitle(
    notice.data?.Title ?? t(id === null || notice.data === null ? 'notice.detail.notFoundTitle' : 'notice.list.title'),
  );
  if (notice.data) tellPageHead({ body: notice.data.Content, kind: 'Article' });
  else if (id === null || notice.data === null) tellPageHead({ missing: true });

  const missingNotice = (
    <>
      <h1>{t('notice.detail.notFoundTitle')}</h1>
      <NotFound />
    </>
  );
  const trail = [
    { label: t('notice.list.title'), to: pagePath('noticeList') },
    { label: notice.data?.Title ?? t('notice.detail.title') },
  ];
  return (
    <div className="page notice notice--detail">
      <Breadcrumbs label={t('notice.breadcrumbs')} trail={trail} />
      {id === null ? (
        missingNotice
      ) : (
        <Loaded
          query={notice}
          empty={missingNotice}
          loading={
            <LoadingSkeleton label={t('notice.detail.loading')}>
              <Skeleton height="2em" width="80%" />
              <Skeleton width="10em" />
              <Skeleton lines={8} />
            </LoadingSkeleton>
          }
        >
          {(found) =>
            found && (
              <article className="notice-article">
                <h1>{found.Title}</h1>
                <NoticeMeta item={found} />
                <ServerHtml html={found.Content} className="notice-article__body" />
                <nav className="notice-neighbours" aria-label={t('notice.detail.more')}>
                  {found.Previous ? (
                    <Link to={noticePath(found.Previous.Id)} rel="prev" className="notice-neighbours__link">
                      <span className="notice-neighbours__label">{t('notice.detail.previous')}</span>
                      {found.Previous.Title}
                    </Link>
                  ) : (
                    <span />
                  )}
                  {found.Next && (
                    <Link
                      to={noticePath(found.Next.Id)}
                      rel="next"
                      className="notice-neighbours__link notice-neighbours__link--next"
                    >
                      <span className="notice-neighbours__label">{t('notice.detail.next')}</span>
                      {found.Next.Title}
                    </Link>
                  )}
                </nav>
                <p>
                  <Link to={pagePath('noticeList')}>{t('notice.detail.toList')}</Link>
                </p>
              </article>
            )
          }
        </Loaded>
      )}
    </div>
  );
}
