/** The customer's keys: label, key, permissions, whitelist, status and dates, with edit and delete. */
import { formatDate } from '../../lib/dates.ts';
import { Button } from '../../ui/Button.tsx';
import type { QueryState } from '../../api/query.ts';
import { LoadedTable, type ListPage } from '../../shell/LoadedTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { keyRows, type ApiKeyInfo } from './api-keys-api.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

interface ApiKeyTableProps {
  keys: QueryState<ListPage<ApiKeyInfo>>;
  /** The page on screen, from 1. */
  page: number;
  onPage: (page: number) => void;
  onDelete: (key: ApiKeyInfo) => void;
}

export function ApiKeyTable({ keys, page, onPage, onDelete }: ApiKeyTableProps) {
  const t = useT();
  const columns: Column<ApiKeyInfo>[] = [
    { id: 'label', header: t('apiKeys.field.label'), cell: (key) => key.Label },
    {
      id: 'apiKey',
      header: t('apiKeys.field.apiKey'),
      cell: (key) => (
        <span className="key-cell">
          <code className="secret">{key.ApiKey}</code>
          <CopyButton text={key.ApiKey} what={t('apiKeys.copy.keyOf', { label: key.Label })} />
        </span>
      ),
    },
    {
      id: 'permissions',
      header: t('apiKeys.field.permissions'),
      cell: (key) => (
        <ul className="chips">
          {key.Permissions.map((p) => (
            <li key={p} className="chip">
              {t(`apiKeys.permission.${p}`)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'whitelist',
      header: t('apiKeys.field.whitelist'),
      cell: (key) => (key.IpWhitelist.length > 0 ? key.IpWhitelist.join(', ') : t('apiKeys.whitelist.any')),
    },
    {
      id: 'status',
      header: t('apiKeys.field.status'),
      cell: (key) => (
        <span>
          <span className={`badge badge--${key.Status === 'active' ? 'passed' : 'rejected'}`}>
            {t(`apiKeys.status.${key.Status}`)}
          </span>
          <span className="keys-table__note">
            {key.ExpireTime
              ? t('apiKeys.expires', { date: formatDate(key.ExpireTime, 'YYYY-MM-DD') })
              : t('apiKeys.noExpiry')}
          </span>
        </span>
      ),
    },
    { id: 'created', header: t('apiKeys.field.created'), cell: (key) => formatDate(key.CreateTime), numeric: true },
  ];
  return (
    <LoadedTable
      query={keys}
      page={page}
      pageRows={keyRows}
      onPage={onPage}
      caption={t('apiKeys.listLabel')}
      columns={columns}
      rowKey={(key) => String(key.ApiKeyId)}
      empty={<Empty message={t('apiKeys.empty')} />}
      actions={(key) => (
        <div className="keys-table__actions">
          <ButtonLink
            variant="secondary"
            to={pagePath('apiKeyEdit', { query: { id: key.ApiKeyId } })}
            aria-label={t('apiKeys.edit.labelOf', { label: key.Label })}
          >
            {t('apiKeys.edit.action')}
          </ButtonLink>
          <Button
            variant="ghost"
            danger
            onClick={() => onDelete(key)}
            aria-label={t('apiKeys.delete.labelOf', { label: key.Label })}
          >
            {t('apiKeys.delete.action')}
          </Button>
        </div>
      )}
    />
  );
}
