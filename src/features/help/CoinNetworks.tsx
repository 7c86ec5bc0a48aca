/** The networks a coin moves on: confirmations before a deposit counts, memo, withdrawal fee and minimum. */
import type { components } from '../../../generated/base.ts';
import type { QueryState } from '../../api/query.ts';
import { LoadedTable } from '../../shell/LoadedTable.tsx';
import { CoinAmount } from '../../shell/money.tsx';
import type { Column } from '../../ui/DataTable.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

type CoinChain = components['schemas']['CoinChain'];

export function CoinNetworks({ code, chains }: { code: string; chains: QueryState<CoinChain[]> }) {
  const figures = useFigureText();
  const t = useT();
  const columns: Column<CoinChain>[] = [
    { id: 'network', header: t('guides.network'), cell: (chain) => chain.ChainName },
    {
      id: 'confirmations',
      header: t('guides.confirmations'),
      cell: (chain) => figures.count(chain.Confirmations),
      numeric: true,
    },
    {
      id: 'memo',
      header: t('guides.memo'),
      cell: (chain) => t(chain.MemoRequired ? 'guides.memo.yes' : 'guides.memo.no'),
    },
    {
      id: 'fee',
      header: t('guides.fee'),
      cell: (chain) => <CoinAmount amount={chain.WithdrawFee} coin={code} />,
      numeric: true,
    },
    {
      id: 'minimum',
      header: t('guides.minimum'),
      cell: (chain) => <CoinAmount amount={chain.MinWithdraw} coin={code} />,
      numeric: true,
    },
  ];
  return (
    <section className="coin-networks" aria-labelledby="coin-networks-title">
      <h3 id="coin-networks-title">{t('guides.networks')}</h3>
      <LoadedTable
        query={chains}
        pageRows={3}
        caption={t('guides.networks')}
        columns={columns}
        rowKey={(chain) => chain.ChainName}
        empty={null}
      />
    </section>
  );
}
