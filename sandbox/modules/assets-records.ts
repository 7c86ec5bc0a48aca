/**
 * The ledger of every movement of the customer's spot assets, read from the records that cause
 * them (deposits, withdrawals, transfers, trades and rewards, digital-fiat orders), so that a
 * status change shows in the ledger at once.
 */
import Decimal from 'decimal.js';
import type { components } from '../../generated/base.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOfViews } from '../core/paging.ts';
import { chainSetting } from '../seed/assets-chains.ts';
import { recordStatusNames, recordTypeNames, type RecordStatus, type RecordType } from '../seed/assets-l10n.ts';
import type { Language } from '../seed/digital-fiat-catalog.ts';
import type { SandboxState } from '../state/index.ts';
import { iso, isoOrNull, newestFirst, withinTimes } from './assets-common.ts';
import { settleAssets } from './assets-settle.ts';
import type { DepositRecord, LedgerEntry, TransferRecord, WithdrawalRecord } from './assets.state.ts';
import type { PayInRecord, PayOutRecord } from './digital-fiat.state.ts';

type AssetsRecordDetail = components['schemas']['AssetsRecordDetail'];

interface Movement {
  id: number;
  customerId: number;
  coinId: number;
  code: string;
  type: RecordType;
  amount: Decimal;
  fee: string;
  status: RecordStatus;
  createdAt: number;
  completedAt: number | null;
  onChain: {
    chain: string;
    txId: string | null;
    address: string;
    memo: string | null;
    confirmations: number;
    required: number;
  } | null;
}

const withdrawalStatus: Record<WithdrawalRecord['status'], RecordStatus> = {
  applied: 'pending',
  confirmed: 'processing',
  processing: 'processing',
  completed: 'completed',
  cancelled: 'cancelled',
  failed: 'failed',
};

const payInStatus: Record<PayInRecord['status'], RecordStatus> = {
  pending: 'pending',
  paid: 'completed',
  failed: 'failed',
  expired: 'cancelled',
};

const base = (r: { customerId: number; coin: { CoinId: number; Code: string } }) => ({
  customerId: r.customerId,
  coinId: r.coin.CoinId,
  code: r.coin.Code,
});

const fromDeposit = (d: DepositRecord): Movement => ({
  ...base(d),
  id: d.id,
  type: 'deposit',
  amount: new Decimal(d.amount),
  fee: '0',
  status: d.status === 'completed' ? 'completed' : 'processing',
  createdAt: d.createdAt,
  completedAt: d.completedAt,
  onChain: {
    chain: d.chain,
    txId: d.txId,
    address: d.address,
    memo: d.memo,
    confirmations: d.confirmations,
    required: d.requiredConfirmations,
  },
});

function fromWithdrawal(w: WithdrawalRecord): Movement {
  const required = chainSetting(w.coin, w.chain).Confirmations;
  return {
    ...base(w),
    id: w.id,
    type: 'withdraw',
    amount: new Decimal(w.amount).neg(),
    fee: w.fee,
    status: withdrawalStatus[w.status],
    createdAt: w.createdAt,
    completedAt: w.completedAt,
    onChain: {
      chain: w.chain,
      txId: w.txId,
      address: w.address,
      memo: w.memo,
      confirmations: w.status === 'completed' ? required : 0,
      required,
    },
  };
}

const fromTransfer = (t: TransferRecord): Movement => ({
  ...base(t),
  id: t.id,
  type: 'transfer',
  amount: t.from === 'spot' ? new Decimal(t.amount).neg() : new Decimal(t.amount),
  fee: '0',
  status: 'completed',
  createdAt: t.createdAt,
  completedAt: t.createdAt,
  onChain: null,
});

const fromLedger = (e: LedgerEntry): Movement => ({
  ...base(e),
  id: e.id,
  type: e.kind,
  amount: new Decimal(e.amount),
  fee: e.fee,
  status: 'completed',
  createdAt: e.createdAt,
  completedAt: e.createdAt,
  onChain: null,
});

const fromPayIn = (o: PayInRecord): Movement => ({
  ...base(o),
  id: o.recordId,
  type: 'fiat',
  amount: new Decimal(o.receiveAmount),
  fee: '0',
  status: payInStatus[o.status],
  createdAt: o.createdAt,
  completedAt: o.paidAt,
  onChain: null,
});

const fromPayOut = (o: PayOutRecord): Movement => ({
  ...base(o),
  id: o.recordId,
  type: 'fiat',
  amount: new Decimal(o.amount).neg(),
  fee: '0',
  status: o.status,
  createdAt: o.createdAt,
  completedAt: o.completedAt,
  onChain: null,
});

function movementsOf(state: SandboxState, customerId: number): Movement[] {
  settleAssets(state);
  const { assets, digitalFiat } = state;
  return (
    [
      ...assets.deposits.map(fromDeposit),
      ...assets.withdrawals.map(fromWithdrawal),
      ...assets.transfers.map(fromTransfer),
      ...assets.ledger.map(fromLedger),
      ...digitalFiat.payIns.map(fromPayIn),
      ...digitalFiat.payOuts.map(fromPayOut),
    ]
      .filter((m) => m.customerId === customerId)
      // Each kind is kept oldest first: reversed, movements made in the same millisecond list newest first too.
      .reverse()
      .sort(newestFirst)
  );
}

function toRecord(m: Movement, language: Language): AssetsRecordDetail {
  const chain = m.onChain;
  return {
    Id: m.id,
    CoinId: m.coinId,
    Code: m.code,
    RecordType: m.type,
    RecordTypeName: recordTypeNames[m.type][language],
    Amount: m.amount.toFixed(),
    Fee: m.fee,
    Status: m.status,
    StatusName: recordStatusNames[m.status][language],
    CreateTime: iso(m.createdAt),
    Chain: chain?.chain ?? null,
    TxId: chain?.txId ?? null,
    Address: chain?.address ?? null,
    Memo: chain?.memo ?? null,
    Confirmations: chain?.confirmations ?? null,
    RequiredConfirmations: chain?.required ?? null,
    CompleteTime: isoOrNull(m.completedAt),
  };
}

/** The list row: the record without its on-chain details. */
function toRow(m: Movement, language: Language): components['schemas']['AssetsRecord'] {
  const { Id, CoinId, Code, RecordType, RecordTypeName, Amount, Fee, Status, StatusName, CreateTime } = toRecord(
    m,
    language,
  );
  return { Id, CoinId, Code, RecordType, RecordTypeName, Amount, Fee, Status, StatusName, CreateTime };
}

export const recordHandlers = {
  assetsRecordGetAssetsRecordPageList: (ctx) => {
    const customer = signedIn(ctx);
    const q = ctx.body;
    const inTimes = withinTimes(q);
    const matching = movementsOf(ctx.state, customer.UserId).filter(
      (m) =>
        (q.CoinId === undefined || m.coinId === q.CoinId) &&
        (q.RecordType === undefined || m.type === q.RecordType) &&
        (q.Status === undefined || m.status === q.Status) &&
        inTimes(m.createdAt),
    );
    return pageOfViews(matching, q, (m) => toRow(m, ctx.language));
  },

  assetsRecordGetAssetsRecordDetail: (ctx) => {
    const customer = signedIn(ctx);
    const found = movementsOf(ctx.state, customer.UserId).find((m) => m.id === ctx.body.Id);
    if (!found) throw new SandboxFault(codes.notFound, `No record ${ctx.body.Id}`);
    return toRecord(found, ctx.language);
  },

  assetsRecordGetAssetsStatus: (ctx) =>
    (Object.keys(recordStatusNames) as RecordStatus[]).map((Value) => ({
      Value,
      Name: recordStatusNames[Value][ctx.language],
    })),

  assetsRecordGetAssetsRecordType: (ctx) =>
    (Object.keys(recordTypeNames) as RecordType[]).map((Value) => ({
      Value,
      Name: recordTypeNames[Value][ctx.language],
    })),
} satisfies ModuleHandlers;
