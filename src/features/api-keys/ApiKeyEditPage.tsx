/** /account/modifyApi?id=...: one key's label, permissions and IP whitelist, to change. */
import { useApiQuery } from '../../api/query.ts';
import { Link, useSearchParams } from 'react-router';
import { customerQuery } from '../../data/customer.ts';
import { Empty } from '../../ui/LoadState.tsx';
import { keyQuery } from './api-keys-api.ts';
import { ApiFrame } from './ApiFrame.tsx';
import { EditKeyForm } from './EditKeyForm.tsx';
import { factorsOf } from './key-rules.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

const keyId = (raw: string | null): number | null => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

export default function ApiKeyEditPage() {
  const t = useT();
  const [params] = useSearchParams();
  const id = keyId(params.get('id'));
  const key = useApiQuery({ ...keyQuery(id ?? 0), enabled: id !== null });
  const user = useApiQuery(customerQuery());

  const notFound = (
    <div className="api-card">
      <Empty message={t('apiKeys.error.notFound')} />
      <p className="center">
        <Link to={pagePath('apiKeys')}>{t('apiKeys.backToList')}</Link>
      </p>
    </div>
  );
  return (
    <ApiFrame title={t('apiKeys.edit.title')} back={{ to: pagePath('apiKeys'), labelId: 'apiKeys.backToList' }}>
      {id === null ? (
        notFound
      ) : (
        <Loaded query={user}>
          {(customer) => (
            <Loaded query={key} empty={notFound}>
              {(found) => found && <EditKeyForm apiKey={found} factors={factorsOf(customer)} />}
            </Loaded>
          )}
        </Loaded>
      )}
    </ApiFrame>
  );
}
