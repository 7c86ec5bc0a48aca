/**
 * /account/ApiDocument: the API documentation, in the current language. The titles are a side
 * menu; the chosen document (?id=, else the first) is server HTML, shown only once sanitised.
 */
import { useApiQuery } from '../../api/query.ts';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useLanguageState } from '../../i18n/language-store.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { formatDate } from '../../lib/dates.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import { documentQuery, documentTitlesQuery } from './api-keys-api.ts';
import { ApiFrame } from './ApiFrame.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

function DocumentBody({ id }: { id: number }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const { language } = useLanguageState();
  const doc = useApiQuery(documentQuery(id, language));
  const content = doc.data?.Content;
  const html = useMemo(() => (content ? sanitizeHtml(content) : ''), [content]);
  if (doc.isPending) return <Loading />;
  if (doc.isError) return <LoadError message={errorText(doc.error)} onRetry={() => void doc.refetch()} />;
  return (
    <article className="api-doc" aria-label={doc.data.Title}>
      {/* Sanitised above: only ordinary article markup is left, never a script or a handler. */}
      <div className="api-doc__body" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="api-doc__updated">
        {intl.formatMessage({ id: 'apiDocs.updated' }, { date: formatDate(doc.data.UpdateTime, 'YYYY-MM-DD') })}
      </p>
    </article>
  );
}

export default function ApiDocumentPage() {
  const t = useT();
  const errorText = useApiErrorText();
  const { language } = useLanguageState();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const titles = useApiQuery(documentTitlesQuery(language));
  const asked = Number(params.get('id'));
  const list = titles.data ?? [];
  const chosen = list.find((d) => d.Id === asked) ?? list[0];

  return (
    <ApiFrame
      title={t('apiDocs.title')}
      back={signedIn ? { to: pagePath('apiKeys'), labelId: 'apiKeys.backToList' } : null}
      wide
    >
      {titles.isPending && <Loading />}
      {titles.isError && <LoadError message={errorText(titles.error)} onRetry={() => void titles.refetch()} />}
      {titles.data?.length === 0 && <Empty message={t('apiDocs.empty')} />}
      {chosen && (
        <div className="api-docs">
          <nav className="api-docs__menu" aria-label={t('apiDocs.menu')}>
            <ul>
              {list.map((d) => (
                <li key={d.Id}>
                  <Link to={`?id=${d.Id}`} aria-current={d.Id === chosen.Id ? 'page' : undefined}>
                    {d.Title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <DocumentBody id={chosen.Id} />
        </div>
      )}
    </ApiFrame>
  );
}
