/** The verification levels of the site: what each needs and how much it may withdraw a day. */
import { CoinAmount } from '../../shell/money.tsx';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import type { KycLevelSetting } from './account-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function KycLevels({ levels }: { levels: KycLevelSetting[] }) {
  const t = useT();
  const columns: Column<KycLevelSetting>[] = [
    { id: 'level', header: t('account.kyc.levels.level'), cell: (level) => level.Name },
    { id: 'requirements', header: t('account.kyc.levels.requirements'), cell: (level) => level.Requirements },
    {
      id: 'limit',
      header: t('account.kyc.levels.limit'),
      numeric: true,
      align: 'start',
      cell: (level) => <CoinAmount amount={level.DailyWithdrawLimit} coin={level.LimitCoinCode} />,
    },
  ];
  return (
    <section className="account-card" aria-labelledby="kyc-levels-title">
      <h2 id="kyc-levels-title">{t('account.kyc.levels.title')}</h2>
      <DataTable
        caption={t('account.kyc.levels.title')}
        columns={columns}
        rows={levels}
        rowKey={(level) => String(level.Level)}
        empty={null}
      />
    </section>
  );
}
