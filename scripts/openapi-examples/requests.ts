/**
 * How `npm run contract:examples` asks the seeded sandbox for one success of each operation: a
 * call made from the operation's request schema, or, where the answer needs something the seed
 * or an earlier call provides (an order id, a mailed code, an advert), a recipe that gets it.
 */
import type { Json } from '../../sandbox/contract/load-document.ts';
import type { OperationSpec } from '../../sandbox/contract/operations.ts';
import type { Sandbox } from '../../sandbox/core/sandbox.ts';
import { now } from '../../sandbox/core/clock.ts';
import { totp } from '../../sandbox/modules/totp.ts';
import { externalAddress } from '../../sandbox/seed/assets-chains.ts';
import { createLoginQr } from '../../sandbox/state/login-qr.ts';
import { demoCustomer, findCustomerByAccount } from '../../sandbox/state/customers.ts';
import { sendCode } from '../../sandbox/state/verification-codes.ts';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string>;
  token?: string;
  language?: string;
}

/** The seeded sandbox with the demo customer signed in, as a recipe sees it. */
export interface Seeded {
  sandbox: Sandbox;
  token: string;
  refreshToken: string;
  /** The Data of a successful call (signed in as the demo customer); throws on any other answer. */
  data<T = Record<string, unknown>>(operationId: string, options?: CallOptions): Promise<T>;
  /** A verification code the sandbox has sent to a target (an address, or area code + phone). */
  code(target: string, purpose: string): string;
}

type Recipe = (seeded: Seeded) => CallOptions | Promise<CallOptions>;
interface Page<T> {
  Items: T[];
}

/** Values for the string patterns of the contract, so a made-up call passes validation. */
const byPattern: Record<string, string> = {
  '^\\d{6}$': '123456',
  '^[A-Z0-9]{2,10}$': 'USDT',
  '^\\d{1,4}$': '234',
  '^[A-Z]{3}$': 'NGN',
  '^(?=.*[1-9])\\d+(\\.\\d{1,8})?$': '100',
  '^\\d{5,15}$': '8031234567',
  '^(?!0+(\\.0+)?$)\\d{1,16}(\\.\\d{1,18})?$': '100',
  '^(?=.*[A-Za-z])(?=.*\\d).{8,32}$': 'Fresh5678',
  '^\\d+(\\.\\d{1,8})?$': '100',
  '^\\d+(\\.\\d+)?$': '100',
  '^[A-Z0-9]{2,12}USDT$': 'BTCUSDT',
  '^[A-Z]{2}$': 'NG',
  '^[A-Za-z0-9]{2,10}$': 'BTC',
};

type Schema = Record<string, Json> & { type?: Json; properties?: Record<string, Json>; required?: string[] };

/** A value the schema accepts, from its examples, default, first choice, or type; only required properties. */
export function sample(node: Json, depth = 0): unknown {
  const schema = node as Schema | null;
  if (!schema || typeof schema !== 'object' || depth > 8) return undefined;
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...schema.allOf.map((part) => sample(part, depth + 1)));
  const choices = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(choices)) return sample(choices[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties)
    return Object.fromEntries(
      (schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {}, depth + 1)]),
    );
  if (type === 'array')
    return Array.from({ length: Number(schema.minItems ?? 0) }, () => sample(schema.items ?? {}, depth + 1));
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (type === 'string') return typeof schema.pattern === 'string' ? (byPattern[schema.pattern] ?? 'sample') : 'sample';
  return undefined;
}

/** A call made from the operation's schema: its required query parameters and body fields. */
export function sampledRequest(op: OperationSpec): CallOptions {
  const query = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]),
  );
  return { query, body: op.body.kind === 'none' ? undefined : sample(op.body.schema) };
}

const USDT = 3;
const newPhone = { NewPhone: '7012345678', NewAreaCode: '234' };
const trc20Address = externalAddress('example-recipient', 'TRC20');
const facilitaAccount = {
  BankCode: '260',
  Branch: '0001',
  AccountNumber: '12345678-9',
  AccountType: 'checking',
  PixKey: 'ana@example.com.br',
  HolderName: 'Ana Souza',
  HolderCpf: '52998224725',
};

async function mailCode(s: Seeded, target: string, purpose: string): Promise<string> {
  await s.data('securitySendVerifyCode', { body: { Type: 'email', Target: target, Purpose: purpose }, token: s.token });
  return s.code(target, purpose);
}

async function unpaidOtcBuy(s: Seeded): Promise<{ OrderId: string }> {
  const FiatAmount = '160000';
  const adv = await s.data<{ AdvId: number; PaymentMethods: { PaymentMethodId: number }[] }>('advertisementMatchAdv', {
    body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount },
  });
  return s.data('legalCurrencyOrderUserBuyCoin', {
    body: { AdvId: adv.AdvId, FiatAmount, PaymentMethodId: adv.PaymentMethods[0].PaymentMethodId },
  });
}

function ngnSellAdvert(s: Seeded): number {
  return s.sandbox.state.otc.adverts.find(
    (a) =>
      a.side === 'sell' &&
      a.coin === 'USDT' &&
      a.fiat === 'NGN' &&
      a.paymentMethodIds.includes(1) &&
      a.max.gte(a.price.times(100)),
  )!.AdvId;
}

async function uploadFacilitaDocuments(s: Seeded): Promise<void> {
  for (const DocumentLabel of ['cpf', 'proofOfAddress', 'selfie'])
    await s.data('facilitaPayUploadDocuments', { body: { DocumentLabel, File: `${DocumentLabel}.jpg` } });
}

async function approvedFacilita(s: Seeded): Promise<{ Id: number }> {
  await uploadFacilitaDocuments(s);
  await s.data('facilitaPayRegistration');
  // FacilitaPay reviews a registration for 10 s, and the examples' clock stands still.
  for (const registration of s.sandbox.state.payment.registrations.values()) registration.sentMs = now() - 10_000;
  return s.data('facilitaPayRegistBankAccounts', { body: facilitaAccount });
}

async function securityTicket(s: Seeded): Promise<string> {
  await s.data('securitySendVerifyCode', {
    body: { Type: 'email', Account: demoCustomer.email, Purpose: 'securityItem' },
  });
  const ticket = await s.data<{ VerifyToken: string }>('securitySecurityVerify', {
    body: { Scene: 'securityItem', Account: demoCustomer.email, EmailCode: s.code(demoCustomer.email, 'securityItem') },
  });
  return ticket.VerifyToken;
}

const first = async <T>(s: Seeded, operationId: string, body: object = {}): Promise<T> =>
  (await s.data<Page<T>>(operationId, { body })).Items[0];

export const recipes: Record<string, Recipe> = {
  customerRefresh: (s) => ({ query: { refreshToken: s.refreshToken } }),
  securitySendVerifyCode: () => ({ body: { Type: 'email', Target: 'new@example.com', Purpose: 'register' } }),
  securitySecurityVerify: async (s) => {
    await s.data('securitySendVerifyCode', {
      body: { Type: 'email', Account: demoCustomer.email, Purpose: 'securityItem' },
    });
    return {
      body: {
        Scene: 'securityItem',
        Account: demoCustomer.email,
        EmailCode: s.code(demoCustomer.email, 'securityItem'),
      },
    };
  },
  securityCommitUnavailableSecurityItem: async (s) => {
    const VerifyToken = await securityTicket(s);
    await s.data('securitySendVerifyCode', {
      body: { Type: 'sms', Target: newPhone.NewPhone, AreaCode: newPhone.NewAreaCode, Purpose: 'securityItem' },
    });
    return { body: { VerifyToken, LostItem: 'phone', ...newPhone, Code: s.code('2347012345678', 'securityItem') } };
  },
  securityCheckVerifyCodeInvalid: async (s) => ({
    body: { Target: 'new@example.com', Purpose: 'register', Code: await mailCode(s, 'new@example.com', 'register') },
  }),
  customerCheckIsRemoteLogIn: () => ({ body: { Account: demoCustomer.email } }),
  customerSignIn: () => ({ body: { Account: demoCustomer.email, Password: demoCustomer.password } }),
  customerRegisterUser: async (s) => ({
    body: {
      RegisterType: 'email',
      Email: 'new@example.com',
      Password: 'Newbie123',
      Code: await mailCode(s, 'new@example.com', 'register'),
    },
  }),
  customerGetCustomerBindInfo: () => ({ body: { Account: demoCustomer.email } }),
  customerForgetPass: async (s) => ({
    body: {
      Account: demoCustomer.email,
      Code: await mailCode(s, demoCustomer.email, 'findPwd'),
      NewPassword: 'Fresh5678',
    },
  }),
  customerCheckQrStatus: (s) => {
    const qr = createLoginQr(s.sandbox.state.core.loginQr);
    qr.status = 'confirmed';
    qr.customerId = findCustomerByAccount(s.sandbox.state.core.customers, demoCustomer.email)!.UserId;
    return { body: { QrId: qr.qrId } };
  },
  customerIsExistEmail: () => ({ query: { email: demoCustomer.email } }),
  personalCenterModifyPhone: async (s) => {
    await s.data('securitySendVerifyCode', {
      body: { Type: 'sms', Target: newPhone.NewPhone, AreaCode: newPhone.NewAreaCode, Purpose: 'bindPhone' },
    });
    return { body: { ...newPhone, Code: s.code('2347012345678', 'bindPhone') } };
  },
  personalCenterModifyEmail: async (s) => ({
    body: { NewEmail: 'ada@example.com', Code: await mailCode(s, 'ada@example.com', 'bindEmail') },
  }),
  personalCenterModifyLoginPwd: async (s) => ({
    body: {
      OldPassword: demoCustomer.password,
      NewPassword: 'Better5678',
      Code: await mailCode(s, demoCustomer.email, 'modifyPassword'),
    },
  }),
  personalCenterSetPIN: async (s) => ({
    body: { Pin: '654321', OldPin: demoCustomer.pin, Code: await mailCode(s, demoCustomer.email, 'setPin') },
  }),
  personalCenterSetGoogleTFA: async (s) => {
    const { Secret } = await s.data<{ Secret: string }>('personalCenterGetGoogleTFA');
    return {
      body: { Enable: true, GoogleCode: totp(Secret, now()), Code: await mailCode(s, demoCustomer.email, 'google') },
    };
  },
  personalCenterFileUpload: () => ({ body: { File: 'passport-front.jpg', Kind: 'front' } }),
  personalCenterCommitVerifyIdentity: async (s) => {
    // The demo customer is verified already: this one has not started.
    findCustomerByAccount(s.sandbox.state.core.customers, demoCustomer.email)!.kyc = {
      status: 'none',
      country: null,
      rejectReason: null,
      reCert: false,
    };
    const upload = async (File: string, Kind: string) =>
      (await s.data<{ FileId: string }>('personalCenterFileUpload', { body: { File, Kind } })).FileId;
    return {
      body: {
        Country: 'NG',
        FirstName: 'Ada',
        LastName: 'Okafor',
        IdType: 'passport',
        IdNumber: 'A12345678',
        FrontFileId: await upload('front.jpg', 'front'),
        SelfieFileId: await upload('selfie.jpg', 'selfie'),
      },
    };
  },
  personalCenterSetUniqueCode: () => ({ query: { UniqueCode: 'ada_trades' } }),
  myIDCMApiAddApiKey: () => ({ body: { Label: 'Grid bot', Permissions: ['read', 'trade'], Pin: demoCustomer.pin } }),
  myIDCMApiModifyApiKey: async (s) => ({
    body: {
      ApiKeyId: (await first<{ ApiKeyId: number }>(s, 'myIDCMApiGetList')).ApiKeyId,
      Label: 'Tracker',
      IpWhitelist: ['102.89.34.17'],
      Pin: demoCustomer.pin,
    },
  }),
  myIDCMApiDelApiKey: async (s) => ({
    body: { ApiKeyId: (await first<{ ApiKeyId: number }>(s, 'myIDCMApiGetList')).ApiKeyId, Pin: demoCustomer.pin },
  }),
  myIDCMApiGetApiKey: async (s) => ({
    query: { id: String((await first<{ ApiKeyId: number }>(s, 'myIDCMApiGetList')).ApiKeyId) },
  }),
  announcementGetAppAnnouncement: () => ({ query: { id: '1003' } }),
  newWebSiteGetWebSiteByUrl: () => ({ query: { url: 'www.sandbox-exchange.example' } }),
  newsGetNewsById: () => ({ query: { id: '503', languageCode: 'en' } }),
  helpCenterGetHelpCenterShowList: () => ({ body: { CategoryId: 14, PageIndex: 1, PageRows: 2, languageCode: 'en' } }),
  helpCenterGetHelpCenterShow: () => ({ query: { id: '1102', languageCode: 'en' } }),
  newsGetNewsResource: async (s) => ({
    body: {
      ResourceId: (
        await first<{ CoverResourceId: string }>(s, 'newsGetNewsPageList', {
          PageIndex: 1,
          PageRows: 1,
          languageCode: 'en',
        })
      ).CoverResourceId,
    },
  }),
  customerAssetsApplyTransactionOut: () => ({
    body: { CoinId: USDT, Chain: 'TRC20', Address: trc20Address, Amount: '100' },
  }),
  customerAssetsConfirmTransactionOut: async (s) => {
    const { Rid } = await s.data<{ Rid: string }>('customerAssetsApplyTransactionOut', {
      body: { CoinId: USDT, Chain: 'TRC20', Address: trc20Address, Amount: '100' },
    });
    return {
      query: { rid: Rid },
      body: {
        EmailCode: sendCode(s.sandbox.state.core.codes, demoCustomer.email, 'withdraw').code,
        Pin: demoCustomer.pin,
      },
    };
  },
  customerAssetsCancelApplyTransactionOut: async (s) => {
    const { Rid } = await s.data<{ Rid: string }>('customerAssetsApplyTransactionOut', {
      body: { CoinId: USDT, Chain: 'TRC20', Address: trc20Address, Amount: '100' },
    });
    return { query: { rid: Rid } };
  },
  transferAddTransfer: () => ({ body: { CoinId: USDT, Amount: '500', From: 'spot', To: 'contract' } }),
  coinAddressGetAddress: () => ({ query: { coinId: String(USDT), chain: 'TRC20' } }),
  assetsRecordGetAssetsRecordDetail: () => ({ body: { Id: 1001 } }),
  coinUserAddressAdd: () => ({
    body: { CoinId: USDT, Chain: 'TRC20', Address: trc20Address, Label: 'Savings', Pin: '123456' },
  }),
  digitalFiatGetRechargePayInOrder: async (s) => {
    const created = await s.data<{ OrderId: string }>('digitalFiatDfcRecharge', {
      body: { FiatCode: 'NGN', CoinId: USDT, FiatAmount: '100000', PayTypeId: 1 },
    });
    return { query: { orderId: created.OrderId } };
  },
  digitalFiatGetDfcPayOutMethodParam: () => ({ query: { payTypeId: '11' } }),
  digitalFiatRechargeCalculateService: () => ({
    body: { FiatCode: 'NGN', CoinId: USDT, FiatAmount: '100000', PayTypeId: 1 },
  }),
  digitalFiatDfcRecharge: () => ({ body: { FiatCode: 'NGN', CoinId: USDT, FiatAmount: '100000', PayTypeId: 1 } }),
  digitalFiatCreateWithdrawOrder: (s) => ({
    body: {
      CoinId: USDT,
      Amount: '100',
      FiatCode: 'NGN',
      PayTypeId: 11,
      BankAccountId: 1,
      EmailCode: sendCode(s.sandbox.state.core.codes, demoCustomer.email, 'fiatWithdraw').code,
      Pin: demoCustomer.pin,
    },
  }),
  digitalFiatCreateBankAccount: () => ({
    body: { BankCode: '057', AccountNumber: '2087654321', AccountName: 'DEMO CUSTOMER' },
  }),
  digitalFiatUpdateBankAccount: async (s) => {
    const created = await s.data<{ Id: number }>('digitalFiatCreateBankAccount', {
      body: { BankCode: '057', AccountNumber: '2087654321', AccountName: 'DEMO CUSTOMER' },
    });
    return { body: { Id: created.Id, BankCode: '033', AccountNumber: '2087654321', AccountName: 'DEMO CUSTOMER' } };
  },
  advertisementMatchAdv: () => ({ body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '160000' } }),
  legalCurrencyOrderUserBuyCoin: async (s) => {
    const adv = await s.data<{ AdvId: number; PaymentMethods: { PaymentMethodId: number }[] }>(
      'advertisementMatchAdv',
      { body: { CoinCode: 'USDT', FiatCode: 'NGN', Side: 'buy', FiatAmount: '160000' } },
    );
    return { body: { AdvId: adv.AdvId, FiatAmount: '160000', PaymentMethodId: adv.PaymentMethods[0].PaymentMethodId } };
  },
  legalCurrencyOrderUserSellCoin: (s) => ({
    body: { AdvId: ngnSellAdvert(s), Quantity: '100', ReceiptMethodDetailId: 8001 },
  }),
  legalCurrencyOrderUserBuyCoinConfirmPayment: async (s) => ({ body: { OrderId: (await unpaidOtcBuy(s)).OrderId } }),
  legalCurrencyOrderUserSellCoinConfirmReceipt: async (s) => {
    const placed = await s.data<{ OrderId: string }>('legalCurrencyOrderUserSellCoin', {
      body: { AdvId: ngnSellAdvert(s), Quantity: '100', ReceiptMethodDetailId: 8001 },
    });
    return { body: { OrderId: placed.OrderId } };
  },
  legalCurrencyOrderUserCancelBuyCoin: async (s) => ({
    body: { OrderId: (await unpaidOtcBuy(s)).OrderId, Reason: 'Changed my mind' },
  }),
  legalPaymentChannelSettingDeleteUserReceiptMethodInfoDetail: () => ({
    body: { userReceiptMethodInfoDetailId: 8002 },
  }),
  legalPaymentChannelSettingCreateReceiptPaymentMethodAsync: () => ({
    body: { ReceiptPaymentMethodId: 3, Fields: { PhoneNumber: '+2348099990001', AccountName: 'Ada Okafor' } },
  }),
  legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder: (s) => ({
    body: {
      OrderId: s.sandbox.state.otc.orders.find((o) => o.Status === 'paid')!.OrderId,
      Reason: 'paidNotReleased',
      Description: 'I paid two hours ago and nothing came.',
      EvidenceFileIds: ['receipt-1.png'],
    },
  }),
  legalCurrencyAppealOrderGetAppealDetail: async (s) => ({
    query: {
      id: String(
        (await first<{ AppealId: number }>(s, 'legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder')).AppealId,
      ),
    },
  }),
  ordersCreateBuyKlicklPay: () => ({
    body: {
      CoinCode: 'USDT',
      FiatCode: 'NGN',
      FiatAmount: '100000',
      PayMethodId: 101,
      Fields: { CardHolderName: 'Ada Okafor', Email: demoCustomer.email },
    },
  }),
  ordersCreateSellKlicklPayApi: () => ({
    body: {
      CoinCode: 'USDT',
      Quantity: '50',
      FiatCode: 'NGN',
      PayoutMethodId: 201,
      Fields: { BankName: 'GTBank', AccountNumber: '0123454821', AccountName: 'Ada Okafor' },
    },
  }),
  ordersCreateKlicklPayReady: async (s) => {
    const created = await s.data<{ OrderId: string }>('ordersCreateBuyKlicklPay', {
      body: {
        CoinCode: 'USDT',
        FiatCode: 'NGN',
        FiatAmount: '100000',
        PayMethodId: 101,
        Fields: { CardHolderName: 'Ada Okafor', Email: demoCustomer.email },
      },
    });
    return { body: { OrderId: created.OrderId } };
  },
  ordersGetPayInMethodParam: () => ({ query: { payMethodId: '101' } }),
  ordersGetPayOutMethodParam: () => ({ query: { payMethodId: '201' } }),
  ordersCreateBuy: () => ({
    body: {
      CoinCode: 'USDT',
      FiatCode: 'NGN',
      FiatAmount: '50000',
      PayMethodId: 103,
      Fields: { SenderName: 'Ada Okafor' },
    },
  }),
  ordersCreateSell: () => ({
    body: {
      CoinCode: 'USDT',
      Quantity: '20',
      FiatCode: 'GHS',
      PayMethodId: 203,
      Fields: { PhoneNumber: '+233241234567', Network: 'MTN', AccountName: 'Ada' },
    },
  }),
  ordersCreateBuyFacilitaPay: async (s) => ({
    body: { CoinCode: 'USDT', FiatAmount: '500', BankAccountId: (await approvedFacilita(s)).Id },
  }),
  ordersCreateSellFacilitaPay: async (s) => ({
    body: { CoinCode: 'USDT', Quantity: '30', BankAccountId: (await approvedFacilita(s)).Id },
  }),
  facilitaPayRegistBankAccounts: () => ({ body: facilitaAccount }),
  facilitaPayUpdateBankAccounts: async (s) => ({
    body: { ...facilitaAccount, Id: (await approvedFacilita(s)).Id, AccountType: 'savings', BankCode: '341' },
  }),
  facilitaPayDelBankAccounts: async (s) => ({ body: { Id: (await approvedFacilita(s)).Id } }),
  facilitaPayUploadDocuments: () => ({ body: { DocumentLabel: 'cpf', File: 'cpf.jpg' } }),
  facilitaPayRegistration: async (s) => {
    await uploadFacilitaDocuments(s);
    return {};
  },
  planOrderCancelPlanOrder: async (s) => ({
    body: { Id: (await first<{ Id: number }>(s, 'planOrderGetCustomerPlanOrderList')).Id },
  }),
  tradingCancelOrder: async (s) => ({
    body: { OrderId: (await first<{ OrderId: number }>(s, 'tradingGetEntrustOrderList', { VarietyId: 1 })).OrderId },
  }),
  iEOOrderCreateOrder: () => ({ body: { ProjectId: 4, Quantity: '1000' } }),
  missionReceiveAward: () => ({ body: { TaskId: 102 } }),
  missionAdvancedTaskRegistration: () => ({ body: { TaskId: 203 } }),
  missionBonusUse: () => ({ body: { GiveId: 7003 } }),
  quickExchangeQueryEstimatePrice: () => ({ body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500' } }),
  flashOrderSendFlashOrder: async (s) => {
    const quote = await s.data<{ Price: string }>('quickExchangeQueryEstimatePrice', {
      body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500' },
    });
    return { body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500', Price: quote.Price } };
  },
  flashOrderCheckFlashOrderStatus: async (s) => {
    const quote = await s.data<{ Price: string }>('quickExchangeQueryEstimatePrice', {
      body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500' },
    });
    const placed = await s.data<{ OrderId: number }>('flashOrderSendFlashOrder', {
      body: { FromCoin: 'USDT', ToCoin: 'BTC', FromAmount: '500', Price: quote.Price },
    });
    return { query: { orderId: String(placed.OrderId) } };
  },
  financingCreateDeposit: () => ({ body: { ProductId: 2, Amount: '2500' } }),
  financingCreateWithdraw: () => ({ body: { HoldingId: 5002, Amount: '400' } }),
  tradeCancelOrder: async (s) => ({
    body: { OrderId: (await first<{ OrderId: number }>(s, 'tradeGetActiveOrders', { ContractId: 3 })).OrderId },
  }),
  tradeCancelPlanOrder: async (s) => ({
    body: { OrderId: (await first<{ OrderId: number }>(s, 'tradeGetPlanOrders')).OrderId },
  }),
  tradeCancelKillOrFillOrder: async (s) => ({
    body: { OrderId: (await first<{ OrderId: number }>(s, 'tradeGetActiveKillOrFillOrders')).OrderId },
  }),
  tradeGetOrderDetail: async (s) => ({
    body: { OrderId: (await first<{ OrderId: number }>(s, 'tradeGetActiveOrders', { ContractId: 3 })).OrderId },
  }),
  marketCandles: () => ({ body: { Symbol: 'BTCUSDT', Interval: '1h' } }),
};
