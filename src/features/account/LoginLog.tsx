/** The customer's recent sign-ins, newest first, a page at a time. */
import { useState } from 'react';
import type { components } from '../../../generated/base.ts';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import type { Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { loginLogQuery, loginLogRows } from './account-api.ts';
import { useT } from '../../i18n/use-t.ts';

type SignIn = components['schemas']['LoginLogEntry'];

export function LoginLog() {
  const t = useT();
  const [page, setPage] = useState(1);
  const log = useApiQuery(loginLogQuery(page));
  const columns: Column<SignIn>[] = [
    {
      id: 'time',
      header: t('account.log.time'),
      numeric: true,
      align: 'start',
      cell: (entry) => formatDate(entry.LoginTime),
    },
    { id: 'ip', header: t('account.log.ip'), numeric: true, align: 'start', cell: (entry) => entry.Ip },
    { id: 'client', header: t('account.log.client'), cell: (entry) => entry.Client },
    {
      id: 'device',
      header: t('account.log.device'),
      cell: (entry) => <span className="account-table__long">{entry.DeviceId}</span>,
    },
  ];
  return (
    <section className="account-card" aria-labelledby="login-log-title">
      <h2 id="login-log-title">{t('account.log.title')}</h2>
      <LoadedTable
        query={log}
        page={page}
        pageRows={loginLogRows}
        onPage={setPage}
        caption={t('account.log.title')}
        columns={columns}
        rowKey={(entry) => String(entry.Id)}
        empty={<Empty message={t('account.log.empty')} />}
      />
    </section>
  );
}
