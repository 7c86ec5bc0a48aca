/** One legal document: its title, when this version took effect, and its sanitised text. */
import { useIntl } from 'react-intl';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { Empty, LoadError } from '../../ui/LoadState.tsx';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { protocolQuery } from './service-api.ts';

export function ProtocolBody({ id, language }: { id: number; language: Language }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const doc = useApiQuery({ ...protocolQuery(id, language), enabled: id > 0 });
  if (id <= 0 || doc.data === null) return <Empty message={intl.formatMessage({ id: 'service.notFound' })} />;
  if (doc.isError) return <LoadError message={errorText(doc.error)} onRetry={() => void doc.refetch()} />;
  if (doc.isPending) {
    return (
      <div className="service-document" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
        <Skeleton height="1.6em" width="50%" />
        <Skeleton width="12em" />
        <Skeleton lines={12} />
      </div>
    );
  }
  return (
    <article className="service-document" aria-labelledby="service-document-title">
      <h2 id="service-document-title">{doc.data.Title}</h2>
      <p className="service-document__updated">
        {intl.formatMessage(
          { id: 'service.updated' },
          { date: <time dateTime={doc.data.UpdateTime}>{formatDate(doc.data.UpdateTime, 'YYYY-MM-DD')}</time> },
        )}
      </p>
      <ServerHtml html={doc.data.Content} />
    </article>
  );
}
