/** /account/modifyApi?id=...: one key's label, permissions and IP whitelist, to change. */
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useCall } from '../../api/use-call.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import { loadKeyOrNull, loadUserInfo } from './api-keys-api.ts';
import { ApiFrame } from './ApiFrame.tsx';
import { EditKeyForm } from './EditKeyForm.tsx';
import { factorsOf } from './key-rules.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';

const keyId = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

export default function ApiKeyEditPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const errorText = useApiErrorText();
  const [params] = useSearchParams();
  const id = keyId(params.get('id'));
  const key = useCall(() => loadKeyOrNull(id), [id]);
  const user = useCall(loadUserInfo, []);

  const failed = key.status === 'error' ? key : user.status === 'error' ? user : null;
  return (
    <ApiFrame title={t('apiKeys.edit.title')} back={{ to: '/account/api', labelId: 'apiKeys.backToList' }}>
      {failed?.status === 'error' && <LoadError message={errorText(failed.error)} onRetry={failed.reload} />}
      {!failed && (key.status === 'loading' || user.status === 'loading') && <Loading />}
      {key.status === 'ok' && key.data === null && (
        <div className="api-card">
          <Empty message={t('apiKeys.error.notFound')} />
          <p className="center">
            <Link to="/account/api">{t('apiKeys.backToList')}</Link>
          </p>
        </div>
      )}
      {key.status === 'ok' && key.data && user.status === 'ok' && <EditKeyForm apiKey={key.data} factors={factorsOf(user.data)} />}
    </ApiFrame>
  );
}
