/** The transfer page's data and change: what can move from an account, the transfer, and the latest transfers. */
import type { components } from '../../../generated/base.ts';
import { transferAddTransfer } from '../../../generated/operations/transferAddTransfer.ts';
import { transferGetContractAvailableQuantity } from '../../../generated/operations/transferGetContractAvailableQuantity.ts';
import { transferGetListByTransfer } from '../../../generated/operations/transferGetListByTransfer.ts';
import { apiQuery, keepPreviousPage } from '../../api/query.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import { pagePath } from '../../config/page-paths.ts';

export type Transfer = components['schemas']['Transfer'];
export type Account = Transfer['From'];

export const otherAccount = (account: Account): Account => (account === 'spot' ? 'contract' : 'spot');

/** What can move out of `From` now, and both accounts' available balance of the coin. */
export const transferableQuery = (CoinId: number | undefined, From: Account) => ({
  ...apiQuery(transferGetContractAvailableQuantity, { body: { CoinId: CoinId ?? 0, From } }),
  enabled: CoinId !== undefined,
});

export const transferRows = 10;
export const transfersQuery = (PageIndex: number) => ({
  ...apiQuery(transferGetListByTransfer, { body: { PageIndex, PageRows: transferRows } }),
  ...keepPreviousPage,
});

export const addTransfer = transferAddTransfer;
export type TransferRequest = Pick<Transfer, 'CoinId' | 'Amount' | 'From' | 'To'>;

/** Where a transfer's outcome is checked: the transfers among the asset records. */
export const transfersHref = (): string => pagePath('assetsRecords', { query: { type: 'transfer' } });

/** A transfer refused for more than can move now lands on the amount; any other over the form. */
export const transferRefusals: RefusalTable<'amount'> = {
  elsewhere: 'form',
  codes: { '30001': { field: 'amount', id: 'assets.transfer.error.tooMuchNow' } },
};
