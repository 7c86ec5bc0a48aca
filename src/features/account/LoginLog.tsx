/** The customer's recent sign-ins, newest first, a page at a time. */
import { useApiQuery } from '../../api/query.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '../../lib/dates.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import { loginLogQuery, loginLogRows } from './account-api.ts';
import { Pager } from '../../ui/Pager.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';

export function LoginLog() {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const t = (id: string) => intl.formatMessage({ id });
  const [page, setPage] = useState(1);
  const log = useApiQuery(loginLogQuery(page));
  return (
    <section className="account-card" aria-labelledby="login-log-title">
      <h2 id="login-log-title">{t('account.log.title')}</h2>
      {log.isPending && <Loading />}
      {log.isError && <LoadError message={errorText(log.error)} onRetry={() => void log.refetch()} />}
      {log.data && log.data.Items.length === 0 && <Empty message={t('account.log.empty')} />}
      {log.data && log.data.Items.length > 0 && (
        <>
          <table className="account-table" aria-busy={log.isPlaceholderData || undefined}>
            <thead>
              <tr>
                <th scope="col">{t('account.log.time')}</th>
                <th scope="col">{t('account.log.ip')}</th>
                <th scope="col">{t('account.log.client')}</th>
                <th scope="col">{t('account.log.device')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.Items.map((entry) => (
                <tr key={entry.Id}>
                  <td data-label={t('account.log.time')} className="num">{formatDate(entry.LoginTime)}</td>
                  <td data-label={t('account.log.ip')} className="num">{entry.Ip}</td>
                  <td data-label={t('account.log.client')}>{entry.Client}</td>
                  <td data-label={t('account.log.device')} className="account-table__long">{entry.DeviceId}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} rows={loginLogRows} total={log.data.TotalCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}
