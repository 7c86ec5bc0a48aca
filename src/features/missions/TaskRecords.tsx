/** The rewards paid for one task (or every task), a page at a time. */
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { recordRows, taskRecordsQuery, type TaskRecord } from './missions-api.ts';
import { useT } from '../../i18n/use-t.ts';

interface TaskRecordsProps {
  /** One task's records; every task's when left out. */
  taskId?: number;
  page: number;
  onPage: (page: number) => void;
  title: string;
  empty: string;
}

export function TaskRecords({ taskId, page, onPage, title, empty }: TaskRecordsProps) {
  const t = useT();
  const records = useApiQuery(taskRecordsQuery(page, taskId, true));
  const columns: Column<TaskRecord>[] = [
    {
      id: 'time',
      header: t('missions.record.time'),
      numeric: true,
      align: 'start',
      cell: (r) => formatDate(r.CreateTime),
    },
    ...(taskId ? [] : [{ id: 'task', header: t('missions.record.task'), cell: (r: TaskRecord) => r.Title }]),
    { id: 'kind', header: t('missions.record.kind'), cell: (r) => t(`missions.kind.${r.TaskKind}`) },
    {
      id: 'amount',
      header: t('missions.record.amount'),
      numeric: true,
      cell: (r) => <CoinAmount amount={r.Amount} coin={r.Coin} />,
    },
  ];
  return (
    <section className="task-panel" aria-labelledby="task-records-title">
      <h2 id="task-records-title">{title}</h2>
      <LoadedTable
        query={records}
        page={page}
        pageRows={recordRows}
        loadingRows={taskId ? 1 : recordRows}
        onPage={onPage}
        caption={title}
        columns={columns}
        rowKey={(r) => String(r.RecordId)}
        empty={<Empty message={empty} />}
      />
    </section>
  );
}
