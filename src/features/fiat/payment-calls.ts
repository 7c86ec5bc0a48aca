/**
 * Every change the fiat pages send to the payment providers, and the refusals they show
 * themselves. payment:0027 is never among those: the error catalogue shows its server message
 * (payment-calls.test.ts checks each call).
 */
import { facilitaPayDelBankAccounts } from '../../../generated/operations/facilitaPayDelBankAccounts.ts';
import { facilitaPayGetDocumentLabels } from '../../../generated/operations/facilitaPayGetDocumentLabels.ts';
import { facilitaPayRegistBankAccounts } from '../../../generated/operations/facilitaPayRegistBankAccounts.ts';
import { facilitaPayRegistration } from '../../../generated/operations/facilitaPayRegistration.ts';
import { facilitaPayUpdateBankAccounts } from '../../../generated/operations/facilitaPayUpdateBankAccounts.ts';
import { facilitaPayUploadDocuments } from '../../../generated/operations/facilitaPayUploadDocuments.ts';
import { ordersCreateBuy } from '../../../generated/operations/ordersCreateBuy.ts';
import { ordersCreateBuyFacilitaPay } from '../../../generated/operations/ordersCreateBuyFacilitaPay.ts';
import { ordersCreateBuyKlicklPay } from '../../../generated/operations/ordersCreateBuyKlicklPay.ts';
import { ordersCreateKlicklPayReady } from '../../../generated/operations/ordersCreateKlicklPayReady.ts';
import { ordersCreateSell } from '../../../generated/operations/ordersCreateSell.ts';
import { ordersCreateSellFacilitaPay } from '../../../generated/operations/ordersCreateSellFacilitaPay.ts';
import { ordersCreateSellKlicklPayApi } from '../../../generated/operations/ordersCreateSellKlicklPayApi.ts';
import { ordersValidateReference } from '../../../generated/operations/ordersValidateReference.ts';
import type { ResultCode } from '../../api/envelope.ts';

/** Refusals the pages put on a field or say in their own words (payment-refusal.ts). */
export const handledCodes: readonly ResultCode[] = [
  '10001',
  '10004',
  '30001',
  'payment:0011',
  'payment:0012',
  'payment:0013',
  'payment:0014',
  'payment:0015',
];

export const paymentCalls = {
  createBuy: ordersCreateBuy,
  createSell: ordersCreateSell,
  createBuyKlicklPay: ordersCreateBuyKlicklPay,
  createSellKlicklPay: ordersCreateSellKlicklPayApi,
  klicklPayReady: ordersCreateKlicklPayReady,
  createBuyFacilitaPay: ordersCreateBuyFacilitaPay,
  createSellFacilitaPay: ordersCreateSellFacilitaPay,
  validateReference: ordersValidateReference,
  registration: facilitaPayRegistration,
  uploadDocument: facilitaPayUploadDocuments,
  addBankAccount: facilitaPayRegistBankAccounts,
  updateBankAccount: facilitaPayUpdateBankAccounts,
  deleteBankAccount: facilitaPayDelBankAccounts,
} as const;

/** What each kind of change makes stale. */
export const registrationChanges = [facilitaPayGetDocumentLabels, facilitaPayRegistration] as const;
