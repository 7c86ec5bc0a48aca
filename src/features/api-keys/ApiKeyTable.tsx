/** The customer's keys: label, key, permissions, whitelist, status and dates, with edit and delete. */
import { formatDate } from '../../lib/dates.ts';
import { Button } from '../../ui/Button.tsx';
import type { ApiKeyInfo } from './api-keys-api.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

interface ApiKeyTableProps {
  keys: ApiKeyInfo[];
  onDelete: (key: ApiKeyInfo) => void;
}

export function ApiKeyTable({ keys, onDelete }: ApiKeyTableProps) {
  const t = useT();
  return (
    <table className="keys-table">
      <thead>
        <tr>
          <th scope="col">{t('apiKeys.field.label')}</th>
          <th scope="col">{t('apiKeys.field.apiKey')}</th>
          <th scope="col">{t('apiKeys.field.permissions')}</th>
          <th scope="col">{t('apiKeys.field.whitelist')}</th>
          <th scope="col">{t('apiKeys.field.status')}</th>
          <th scope="col">{t('apiKeys.field.created')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('apiKeys.field.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.ApiKeyId}>
            <th scope="row" data-label={t('apiKeys.field.label')}>
              {key.Label}
            </th>
            <td data-label={t('apiKeys.field.apiKey')}>
              <span className="key-cell">
                <code className="secret">{key.ApiKey}</code>
                <CopyButton text={key.ApiKey} what={t('apiKeys.copy.keyOf', { label: key.Label })} />
              </span>
            </td>
            <td data-label={t('apiKeys.field.permissions')}>
              <ul className="chips">
                {key.Permissions.map((p) => (
                  <li key={p} className="chip">
                    {t(`apiKeys.permission.${p}`)}
                  </li>
                ))}
              </ul>
            </td>
            <td data-label={t('apiKeys.field.whitelist')}>
              {key.IpWhitelist.length > 0 ? key.IpWhitelist.join(', ') : t('apiKeys.whitelist.any')}
            </td>
            <td data-label={t('apiKeys.field.status')}>
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
            </td>
            <td data-label={t('apiKeys.field.created')} className="num">
              {formatDate(key.CreateTime)}
            </td>
            <td>
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
                  className="danger-text"
                  onClick={() => onDelete(key)}
                  aria-label={t('apiKeys.delete.labelOf', { label: key.Label })}
                >
                  {t('apiKeys.delete.action')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
