/** One legal document: its title, when this version took effect, and its sanitised text. */
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Language } from '../../lib/language.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { protocolQuery, type ProtocolText } from './service-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function ProtocolBody({ id, language }: { id: number; language: Language }) {
  const t = useT();
  const doc = useApiQuery({ ...protocolQuery(id, language), enabled: id > 0 });
  if (id <= 0) return <Empty message={t('service.notFound')} />;
  return (
    <Loaded
      query={doc}
      empty="service.notFound"
      loading={
        <LoadingSkeleton className="service-document">
          <Skeleton height="1.6em" width="50%" />
          <Skeleton width="12em" />
          <Skeleton lines={12} />
        </LoadingSkeleton>
      }
    >
      {(found) => found && <ProtocolDocument doc={found} />}
    </Loaded>
  );
}

function ProtocolDocument({ doc }: { doc: ProtocolText }) {
  const t = useT();
  return (
    <article className="service-document" aria-labelledby="service-document-title">
      <h2 id="service-document-title">{doc.Title}</h2>
      <p className="service-document__updated">
        {t('service.updated', {
          date: <time dateTime={doc.UpdateTime}>{formatDate(doc.UpdateTime, 'YYYY-MM-DD')}</time>,
        })}
      </p>
      <ServerHtml html={doc.Content} />
    </article>
  );
}
