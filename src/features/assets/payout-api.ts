/** The bank pay-out's data and changes: payment types, the customer's bank accounts, recent recipients, the server-described account form. */
import type { components } from '../../../generated/base.ts';
import { digitalFiatCreateBankAccount } from '../../../generated/operations/digitalFiatCreateBankAccount.ts';
import { digitalFiatCreateWithdrawOrder } from '../../../generated/operations/digitalFiatCreateWithdrawOrder.ts';
import { digitalFiatDeleteBankAccount } from '../../../generated/operations/digitalFiatDeleteBankAccount.ts';
import { digitalFiatDfcDropdownList } from '../../../generated/operations/digitalFiatDfcDropdownList.ts';
import { digitalFiatGetBankAccountList } from '../../../generated/operations/digitalFiatGetBankAccountList.ts';
import { digitalFiatGetDfcPayOutMethodParam } from '../../../generated/operations/digitalFiatGetDfcPayOutMethodParam.ts';
import { digitalFiatGetDfcWithdrawalRecipientByCoinId } from '../../../generated/operations/digitalFiatGetDfcWithdrawalRecipientByCoinId.ts';
import { digitalFiatGetPaymentTypeList } from '../../../generated/operations/digitalFiatGetPaymentTypeList.ts';
import { digitalFiatUpdateBankAccount } from '../../../generated/operations/digitalFiatUpdateBankAccount.ts';
import { apiQuery, contentData } from '../../api/query.ts';
import type { FiatCode } from '../../data/fiat-currencies.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import { confirmRefusals } from './withdraw-refusals.ts';
import { pagePath } from '../../config/page-paths.ts';

export type PaymentType = components['schemas']['PaymentType'];
export type BankAccount = components['schemas']['BankAccount'];
export type Recipient = components['schemas']['WithdrawalRecipient'];
export type PayOutOrder = components['schemas']['PayOutOrder'];

export const paymentTypesQuery = (fiatCode: FiatCode, direction: 'in' | 'out') =>
  apiQuery(digitalFiatGetPaymentTypeList, { params: { query: { fiatCode, direction } } });

export const bankAccountsQuery = () => apiQuery(digitalFiatGetBankAccountList);

export const recipientsQuery = (coinId: number) =>
  apiQuery(digitalFiatGetDfcWithdrawalRecipientByCoinId, { params: { query: { coinId } } });

/** The fields of a payment type's pay-out form, in the page language. */
export const payOutFormQuery = (payTypeId: number) => ({
  ...apiQuery(digitalFiatGetDfcPayOutMethodParam, { params: { query: { payTypeId } } }),
  ...contentData,
});

/** A select's options when the form leaves them to the list call (banks of a currency). */
export const bankListQuery = (fiatCode: FiatCode, enabled: boolean) => ({
  ...apiQuery(digitalFiatDfcDropdownList, { params: { query: { type: 'bank', fiatCode } } }),
  ...contentData,
  enabled,
});

export const createBankAccount = digitalFiatCreateBankAccount;
export const updateBankAccount = digitalFiatUpdateBankAccount;
export const deleteBankAccount = digitalFiatDeleteBankAccount;

export const createPayOut = digitalFiatCreateWithdrawOrder;
/** What a pay-out sends besides its confirmation. */
export interface PayOutRequest {
  CoinId: number;
  Amount: string;
  FiatCode: FiatCode;
  PayTypeId: number;
  BankAccountId: number;
}

/** Where a pay-out's outcome is checked: the fiat records. */
export const payOutsHref = (): string => pagePath('assetsRecords', { query: { type: 'fiat' } });

/**
 * An amount outside the payment type's limits or over the balance lands on the amount (the review
 * closes); a wrong code or PIN on its confirmation field; any other in the review.
 */
export const payOutRefusals: RefusalTable<'amount'> = {
  elsewhere: 'review',
  codes: {
    ...confirmRefusals.codes,
    '30020': { field: 'amount', id: 'assets.payOut.error.range' },
    '30001': { field: 'amount', id: 'assets.withdraw.error.aboveBalance' },
  },
};
