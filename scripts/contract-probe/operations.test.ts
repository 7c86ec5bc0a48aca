/**
 * The review of what the contract probe may call. Every operation the probe never calls is named
 * here by what it does, and every one it calls has a line in the reviewed list; a new operation, or
 * a new `x-safe-to-probe` mark, needs a reviewer to place it. Whatever the marks and the list say,
 * no call that moves money, changes the account or sends a code can be probed: its nature (method,
 * name, fields) forbids it by itself.
 */
import { describe, expect, it, vi } from 'vitest';
import { committedAllowlist, type AllowEntry } from './allowlist.ts';
import { contractOperations, isSafeToProbe, safeOperations, unsafeBecause, type ProbeOperation } from './operations.ts';
import { send } from './send.ts';

const movesMoney = [
  'customerAssetsApplyTransactionOut',
  'customerAssetsConfirmTransactionOut',
  'customerAssetsCancelApplyTransactionOut',
  'transferAddTransfer',
  'digitalFiatRechargeCalculateService',
  'digitalFiatDfcRecharge',
  'digitalFiatCreateWithdrawOrder',
  'legalCurrencyOrderUserBuyCoin',
  'legalCurrencyOrderUserSellCoin',
  'legalCurrencyOrderUserBuyCoinConfirmPayment',
  'legalCurrencyOrderUserSellCoinConfirmReceipt',
  'legalCurrencyOrderUserCancelBuyCoin',
  'legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder',
  'ordersCreateBuyKlicklPay',
  'ordersCreateSellKlicklPayApi',
  'ordersCreateKlicklPayReady',
  'ordersCreateBuy',
  'ordersCreateSell',
  'ordersCreateBuyFacilitaPay',
  'ordersCreateSellFacilitaPay',
  'planOrderCancelPlanOrder',
  'planOrderCancelAllPlanOrder',
  'tradingCancelOrder',
  'tradingCancelAllOrderByUserId',
  'iEOOrderCreateOrder',
  'missionReceiveAward',
  'missionBonusUse',
  'flashOrderSendFlashOrder',
  'financingCreateDeposit',
  'financingCreateWithdraw',
  'tradeCancelOrder',
  'tradeCancelPlanOrder',
  'tradeCancelKillOrFillOrder',
];

const changesTheAccount = [
  'customerRefresh',
  'customerLogOut',
  'securitySecurityVerify',
  'securityCommitUnavailableSecurityItem',
  'customerCheckIsRemoteLogIn',
  'customerSignIn',
  'customerRegisterUser',
  'customerForgetPass',
  'personalCenterModifyPhone',
  'personalCenterModifyEmail',
  'personalCenterModifyLoginPwd',
  'personalCenterSetPIN',
  'personalCenterSetGoogleTFA',
  'personalCenterCommitVerifyIdentity',
  'personalCenterFileUpload',
  'personalCenterAuthenticatorGoogle',
  'personalCenterSetDefaultVariety',
  'personalCenterSetOrderSecondConfirm',
  'personalCenterSetUniqueCode',
  'myIDCMApiAddApiKey',
  'myIDCMApiModifyApiKey',
  'myIDCMApiDelApiKey',
  'coinUserAddressAdd',
  'coinUserAddressDisableCoinAddress',
  'digitalFiatCreateBankAccount',
  'digitalFiatUpdateBankAccount',
  'digitalFiatDeleteBankAccount',
  'legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail',
  'legalPaymentChannelSettingCreateReceiptPaymentMethodAsync',
  'facilitaPayRegistBankAccounts',
  'facilitaPayUpdateBankAccounts',
  'facilitaPayDelBankAccounts',
  'facilitaPayRegistration',
  'facilitaPayUploadDocuments',
  'userTransactionAddOrDelete',
  'missionAdvancedTaskRegistration',
  'financingCreateUser',
  'accountAddToFavorites',
  'accountRemoveFavorites',
];

const sendsACode = ['securitySendVerifyCode', 'securityCheckVerifyCodeInvalid'];

/** Reads the probe leaves alone: each may create or reveal something on a real backend, or needs what only a change gives. */
const readsLeftAlone = [
  'customerGetCustomerBindInfo', // the recovery step: what a stranger learns of an account
  'customerGetLoginQR', // opens a sign-in by QR code
  'customerCheckQrStatus', // signs in once the QR code is confirmed
  'personalCenterGetGoogleTFA', // makes an authenticator secret
  'customerCertSumsubCheckUserApplication', // may open a verification at the provider
  'coinAddressGetAddress', // may give the customer a deposit address
  'digitalFiatGetRechargePayInOrder', // names an order only a deposit creates
  'missionRewardNotice', // may mark the notices as seen
];

const byId = new Map(contractOperations().map((op) => [op.operationId, op]));

/** The committed list with a plain entry (no override) for the operation, as a careless reviewer would add it. */
const listedToo = (op: ProbeOperation): AllowEntry[] => [
  ...committedAllowlist(),
  { host: op.host, method: op.method, path: op.path, why: 'added without reading what it does' },
];

describe('the operations the contract probe may call', () => {
  it('are all but the reviewed ones, and none of those', () => {
    const notProbed = [...movesMoney, ...changesTheAccount, ...sendsACode, ...readsLeftAlone];
    expect(new Set(notProbed).size).toBe(notProbed.length);
    for (const id of notProbed) expect(byId.has(id), id).toBe(true);
    const safe = safeOperations().map((op) => op.operationId);
    expect(safe.filter((id) => notProbed.includes(id))).toEqual([]);
    expect([...byId.keys()].filter((id) => !safe.includes(id)).sort()).toEqual([...notProbed].sort());
    expect(safe).toHaveLength(byId.size - notProbed.length);
  });

  it('never include a call that moves money, changes the account or sends a code, even if marked and listed by mistake', () => {
    for (const id of [...movesMoney, ...changesTheAccount, ...sendsACode]) {
      const op = { ...byId.get(id)!, marked: true };
      expect(unsafeBecause(op), id).not.toBeNull();
      expect(isSafeToProbe(op), id).toBe(false);
      expect(isSafeToProbe(op, listedToo(op)), id).toBe(false);
    }
  });

  it('agree with their nature: every one is a GET or POST that asks for no secret, or its entry says why it reads', () => {
    const overridden = committedAllowlist().filter((entry) => entry.override);
    for (const op of safeOperations()) {
      expect(['GET', 'POST'], op.operationId).toContain(op.method);
      const entry = overridden.find((e) => e.host === op.host && e.method === op.method && e.path === op.path);
      if (!entry) expect(unsafeBecause(op), op.operationId).toBeNull();
      else expect(unsafeBecause(op), op.operationId).toMatch(/^its name says|names no read/);
    }
  });

  it('are refused by the sender, which never reaches the host', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    const withdrawal = { ...byId.get('customerAssetsConfirmTransactionOut')!, marked: true };
    await expect(send({ fetch, token: 't' }, 'http://host.test', withdrawal, { query: {} }, 1000)).rejects.toThrow(
      /not safe to probe/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
