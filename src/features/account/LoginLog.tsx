/** The customer's recent sign-ins, newest first, a page at a time. */
import { useState } from 'react';
import type { components } from '../../../generated/base.ts';
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Loaded } from '../../shell/Loaded.tsx';
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
  const table = (signIns: readonly SignIn[] | undefined) => (
    <DataTable
      caption={t('account.log.title')}
      columns={columns}
      rows={signIns ?? []}
      rowKey={(entry) => String(entry.Id)}
      loading={signIns === undefined}
      loadingRows={loginLogRows}
      busy={log.isPlaceholderData}
      empty={<Empty message={t('account.log.empty')} />}
    />
  );
  return (
    <section className="account-card" aria-labelledby="login-log-title">
      <h2 id="login-log-title">{t('account.log.title')}</h2>
      <Loaded query={log} loading={table(undefined)}>
        {(signIns) => table(signIns.Items)}
      </Loaded>
      {log.data && <Pager page={page} rows={loginLogRows} total={log.data.TotalCount} onPage={setPage} />}
    </section>
  );
}
