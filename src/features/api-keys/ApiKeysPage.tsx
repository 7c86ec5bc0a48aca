/**
 * /account/api: the customer's API keys, a page at a time; create (the secret is shown once),
 * edit (its own page) and delete, each reviewed and confirmed with the PIN or the Google authenticator
 * (the money-action kit).
 */
import { useApiQuery } from '../../api/query.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { customerQuery } from '../../data/customer.ts';
import { staleAfter } from './stale.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { deleteKey, deleteRefusals, keysHref, keysQuery, type ApiKeyInfo } from './api-keys-api.ts';
import { ApiFrame } from './ApiFrame.tsx';
import { ApiKeyTable } from './ApiKeyTable.tsx';
import { CreateKeyDialog } from './CreateKeyDialog.tsx';
import { factorsOf, setPinHref } from './key-rules.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export default function ApiKeysPage() {
  const t = useT();
  const errorText = useApiErrorText();
  const [page, setPage] = useState(1);
  const keys = useApiQuery(keysQuery(page));
  const user = useApiQuery(customerQuery());
  const [creating, setCreating] = useState<{ open: boolean; round: number }>({ open: false, round: 0 });
  const [success, setSuccess] = useState<string | null>(null);

  const factors = user.data ? factorsOf(user.data) : [];
  const remove = useMoneyAction<ApiKeyInfo, unknown>({
    send: ({ request, proof }) =>
      sendOperation(deleteKey, { body: { ApiKeyId: request.ApiKeyId, ...proof } }, deleteRefusals),
    changes: staleAfter.apiKeys,
    recordsHref: keysHref(),
    factors,
    need: 'one',
    onDone: (_, key) => setSuccess(t('apiKeys.delete.done', { label: key.Label })),
  });
  const deleting = remove.request;
  const openCreate = () => {
    setSuccess(null);
    setCreating((c) => ({ open: true, round: c.round + 1 }));
  };

  return (
    <ApiFrame
      title={t('apiKeys.title')}
      actions={
        <>
          {isRouted('apiDocument') && <Link to={pagePath('apiDocument')}>{t('apiKeys.docsLink')}</Link>}
          <Button onClick={openCreate} disabled={!user.data}>
            {t('apiKeys.create.action')}
          </Button>
        </>
      }
    >
      <p className="api-page__lead">{t('apiKeys.lead')}</p>
      {user.isError && <LoadError message={errorText(user.error)} onRetry={() => void user.refetch()} />}
      <FormAlert tone="success">{success}</FormAlert>
      <section className="api-card" aria-label={t('apiKeys.listLabel')}>
        <ApiKeyTable
          keys={keys}
          page={page}
          onPage={setPage}
          onDelete={(key) => (setSuccess(null), remove.review(key))}
        />
      </section>
      {creating.round > 0 && (
        <CreateKeyDialog
          key={creating.round}
          open={creating.open}
          factors={factors}
          onClose={() => setCreating((c) => ({ ...c, open: false }))}
        />
      )}
      <MoneyReview
        action={remove}
        title={t('apiKeys.delete.title')}
        rows={
          deleting
            ? [
                { label: t('apiKeys.field.label'), value: deleting.Label, emphasis: true },
                { label: t('apiKeys.field.apiKey'), value: <code className="secret">{deleting.ApiKey}</code> },
              ]
            : []
        }
        warnings={deleting ? [t('apiKeys.delete.text', { label: deleting.Label })] : []}
        confirmLabel={t('apiKeys.delete.submit')}
        setPinHref={setPinHref()}
        recordsLabel={t('apiKeys.checkKeys')}
      />
    </ApiFrame>
  );
}
