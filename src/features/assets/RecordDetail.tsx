/** One record's details under its row: the network, address, memo and confirmations, the transaction id with a copy button and its explorer link. */
import { useApiQuery } from '../../api/query.ts';
import { formatDate } from '../../lib/dates.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { assetCoinsQuery } from './assets-api.ts';
import { recordDetailQuery, type AssetsRecordDetail } from './records-api.ts';
import { FactList, type Fact } from '../../ui/FactList.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The explorer's page of a transaction, when the network has an explorer and the address is a web one. */
function explorerHref(pattern: string | null | undefined, txId: string): string | null {
  if (!pattern) return null;
  const href = pattern.replace('{txId}', encodeURIComponent(txId));
  return /^https:\/\//.test(href) ? href : null;
}

export function RecordDetail({ id }: { id: number }) {
  const detail = useApiQuery(recordDetailQuery(id));
  return (
    <Loaded query={detail} loading={<Skeleton lines={3} />}>
      {(record) => <RecordFacts record={record} />}
    </Loaded>
  );
}

function RecordFacts({ record }: { record: AssetsRecordDetail }) {
  const t = useT();
  const coins = useApiQuery(assetCoinsQuery());
  const chain = record.Chain ? coins.data?.get(record.Code)?.Chains.find((c) => c.Chain === record.Chain) : undefined;
  const explorer = record.TxId ? explorerHref(chain?.ExplorerTxUrl, record.TxId) : null;

  const facts: Fact[] = [];
  if (record.Chain) facts.push([t('assets.form.network'), record.Chain]);
  if (record.Address) facts.push([t('assets.records.address'), <span className="assets-code">{record.Address}</span>]);
  if (record.Memo) facts.push([t('assets.withdraw.memo'), <span className="assets-code">{record.Memo}</span>]);
  if (record.Confirmations !== null && record.RequiredConfirmations !== null) {
    facts.push([
      t('assets.records.confirmations'),
      t('assets.records.confirmationsOf', { done: record.Confirmations, needed: record.RequiredConfirmations }),
    ]);
  }
  if (record.TxId) {
    facts.push([
      t('assets.records.txId'),
      <span className="assets-record__tx">
        <span className="assets-code">{record.TxId}</span>
        <CopyButton text={record.TxId} what={t('assets.records.txId')} />
        {explorer && (
          <a href={explorer} target="_blank" rel="noopener noreferrer">
            {t('assets.records.explorer')}
          </a>
        )}
      </span>,
    ]);
  }
  facts.push([t('assets.records.completed'), formatDate(record.CompleteTime)]);

  return <FactList className="assets-facts assets-record" facts={facts} />;
}
