/**
 * The customer's vouchers and bonuses, filtered by type and status: each with its amount, where it
 * came from, what it can be used for and until when, and a way to use it.
 */
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { Button } from '../../ui/Button.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge.tsx';
import {
  giveRows,
  givesQuery,
  giveStatusesQuery,
  giveTypesQuery,
  type Give,
  type GiveStatus,
  type GiveType,
} from './missions-api.ts';
import { useT } from '../../i18n/use-t.ts';

export const giveTypeFilters = ['all', 'feeVoucher', 'positionBonus'] as const;
export const giveStatusFilters = ['all', 'unused', 'used', 'expired'] as const;
const tones: Record<GiveStatus, StatusTone> = { unused: 'success', used: 'neutral', expired: 'danger' };

interface BonusListProps {
  type: GiveType | 'all';
  status: GiveStatus | 'all';
  page: number;
  onFilter: (changes: { type?: GiveType | 'all'; status?: GiveStatus | 'all'; page?: number }) => void;
  onUse: (give: Give) => void;
}

export function BonusList({ type, status, page, onFilter, onUse }: BonusListProps) {
  const t = useT();
  const gives = useApiQuery(givesQuery(type, status, page));
  const types = useApiQuery(giveTypesQuery());
  const statuses = useApiQuery(giveStatusesQuery());
  const nameOf = (names: ReadonlyMap<string, string> | undefined, value: string, fallback: string) =>
    names?.get(value) ?? fallback;
  const columns: Column<Give>[] = [
    { id: 'type', header: t('missions.give.type'), cell: (g) => <strong>{g.GiveTypeName}</strong> },
    {
      id: 'amount',
      header: t('missions.give.amount'),
      numeric: true,
      cell: (g) => <CoinAmount amount={g.Amount} coin={g.Coin} />,
    },
    { id: 'use', header: t('missions.give.useFor'), cell: (g) => t(`missions.give.for.${g.GiveType}`) },
    { id: 'source', header: t('missions.give.source'), cell: (g) => g.Source },
    {
      id: 'status',
      header: t('missions.give.status'),
      cell: (g) => <StatusBadge tone={tones[g.Status]}>{nameOf(statuses.data, g.Status, g.Status)}</StatusBadge>,
    },
    {
      id: 'expires',
      header: t('missions.give.expires'),
      numeric: true,
      align: 'start',
      cell: (g) => formatDate(g.ExpireTime, 'YYYY-MM-DD HH:mm'),
    },
    {
      id: 'used',
      header: t('missions.give.usedAt'),
      numeric: true,
      align: 'start',
      hideOnCards: true,
      cell: (g) => formatDate(g.UseTime, 'YYYY-MM-DD HH:mm'),
    },
  ];
  const filtered = type !== 'all' || status !== 'all';
  return (
    <section className="task-panel" aria-labelledby="gives-title">
      <h2 id="gives-title">{t('missions.funding.gives')}</h2>
      <FilterBar
        label={t('missions.funding.filters')}
        active={filtered}
        onClear={() => onFilter({ type: 'all', status: 'all' })}
      >
        <SelectFilter
          label={t('missions.give.type')}
          value={type}
          options={giveTypeFilters.map((value) => ({
            value,
            label: value === 'all' ? t('missions.give.allTypes') : nameOf(types.data, value, value),
          }))}
          onChange={(value) => onFilter({ type: value })}
        />
        <SelectFilter
          label={t('missions.give.status')}
          value={status}
          options={giveStatusFilters.map((value) => ({
            value,
            label: value === 'all' ? t('missions.give.allStatuses') : nameOf(statuses.data, value, value),
          }))}
          onChange={(value) => onFilter({ status: value })}
        />
      </FilterBar>
      <LoadedTable
        query={gives}
        page={page}
        pageRows={giveRows}
        onPage={(next) => onFilter({ page: next })}
        caption={t('missions.funding.gives')}
        columns={columns}
        rowKey={(g) => String(g.GiveId)}
        actions={(g) =>
          g.Status === 'unused' ? (
            <Button
              variant="secondary"
              onClick={() => onUse(g)}
              aria-label={t('missions.give.useOf', { name: g.GiveTypeName, source: g.Source })}
            >
              {t('missions.give.use')}
            </Button>
          ) : null
        }
        empty={<Empty message={t(filtered ? 'missions.funding.noGivesFiltered' : 'missions.funding.noGives')} />}
      />
    </section>
  );
}
