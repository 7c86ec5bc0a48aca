/**
 * /account/ApiDocument: the API documentation, in the current language. The titles are a side
 * menu; the chosen document (?id=, else the first) is server HTML, shown only once sanitised.
 */
import { useApiQuery } from '../../api/query.ts';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLanguageState } from '../../i18n/language-store.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { formatDate } from '../../lib/dates.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import { documentQuery, documentTitlesQuery, type ApiDocument } from './api-keys-api.ts';
import { ApiFrame } from './ApiFrame.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

function DocumentBody({ id }: { id: number }) {
  const { language } = useLanguageState();
  const doc = useApiQuery(documentQuery(id, language));
  return <Loaded query={doc}>{(found) => <DocumentArticle doc={found} />}</Loaded>;
}

function DocumentArticle({ doc }: { doc: ApiDocument }) {
  const t = useT();
  const html = useMemo(() => sanitizeHtml(doc.Content), [doc.Content]);
  return (
    <article className="api-doc" aria-label={doc.Title}>
      {/* Sanitised above: only ordinary article markup is left, never a script or a handler. */}
      <div className="api-doc__body" dangerouslySetInnerHTML={{ __html: html }} />
      <p className="api-doc__updated">{t('apiDocs.updated', { date: formatDate(doc.UpdateTime, 'YYYY-MM-DD') })}</p>
    </article>
  );
}

export default function ApiDocumentPage() {
  const t = useT();
  const { language } = useLanguageState();
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const titles = useApiQuery(documentTitlesQuery(language));
  const asked = Number(params.get('id'));

  return (
    <ApiFrame
      title={t('apiDocs.title')}
      back={signedIn ? { to: pagePath('apiKeys'), labelId: 'apiKeys.backToList' } : null}
      wide
    >
      <Loaded query={titles} empty="apiDocs.empty">
        {(list) => {
          const chosen = list.find((d) => d.Id === asked) ?? list[0];
          return (
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
          );
        }}
      </Loaded>
    </ApiFrame>
  );
}
