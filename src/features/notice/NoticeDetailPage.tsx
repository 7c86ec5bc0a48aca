/**
 * /notice/detail?keyWords=<id>: one announcement in the page language, its sanitised body, and
 * the announcements before and after it; a missing or unknown id says so and leads to the list.
 */
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Breadcrumbs } from '../../ui/Breadcrumbs.tsx';
import { Empty, LoadError } from '../../ui/LoadState.tsx';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { noticeId, noticePath, noticeQuery } from './notice-api.ts';
import { NoticeMeta } from './NoticeMeta.tsx';
import './notice.css';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

function NotFound() {
  const intl = useIntl();
  return (
    <div className="notice-missing">
      <Empty message={intl.formatMessage({ id: 'notice.detail.notFound' })} />
      <Link to={pagePath('noticeList')}>{intl.formatMessage({ id: 'notice.detail.toList' })}</Link>
    </div>
  );
}

export default function NoticeDetailPage() {
  const t = useT();
  const errorText = useApiErrorText();
  const { language } = useLanguageState();
  const [params] = useSearchParams();
  const id = noticeId(params.get('keyWords'));
  const notice = useApiQuery({ ...noticeQuery(id ?? 0, language), enabled: id !== null });
  usePageTitle(
    notice.data?.Title ?? t(id === null || notice.data === null ? 'notice.detail.notFoundTitle' : 'notice.list.title'),
  );

  const trail = [
    { label: t('notice.list.title'), to: pagePath('noticeList') },
    { label: notice.data?.Title ?? t('notice.detail.title') },
  ];
  return (
    <div className="page notice notice--detail">
      <Breadcrumbs label={t('notice.breadcrumbs')} trail={trail} />
      {(id === null || notice.data === null) && (
        <>
          <h1>{t('notice.detail.notFoundTitle')}</h1>
          <NotFound />
        </>
      )}
      {id !== null && notice.isPending && (
        <div aria-busy="true" aria-label={t('notice.detail.loading')}>
          <Skeleton height="2em" width="80%" />
          <Skeleton width="10em" />
          <Skeleton lines={8} />
        </div>
      )}
      {notice.isError && <LoadError message={errorText(notice.error)} onRetry={() => void notice.refetch()} />}
      {notice.data && (
        <article className="notice-article">
          <h1>{notice.data.Title}</h1>
          <NoticeMeta item={notice.data} />
          <ServerHtml html={notice.data.Content} className="notice-article__body" />
          <nav className="notice-neighbours" aria-label={t('notice.detail.more')}>
            {notice.data.Previous ? (
              <Link to={noticePath(notice.data.Previous.Id)} rel="prev" className="notice-neighbours__link">
                <span className="notice-neighbours__label">{t('notice.detail.previous')}</span>
                {notice.data.Previous.Title}
              </Link>
            ) : (
              <span />
            )}
            {notice.data.Next && (
              <Link
                to={noticePath(notice.data.Next.Id)}
                rel="next"
                className="notice-neighbours__link notice-neighbours__link--next"
              >
                <span className="notice-neighbours__label">{t('notice.detail.next')}</span>
                {notice.data.Next.Title}
              </Link>
            )}
          </nav>
          <p>
            <Link to={pagePath('noticeList')}>{t('notice.detail.toList')}</Link>
          </p>
        </article>
      )}
    </div>
  );
}
