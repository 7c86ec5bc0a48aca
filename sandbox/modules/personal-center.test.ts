import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { customerOf, dataOf, tokenOf } from '../testing.ts';
import { callWithHeaders, refusal, sentCode } from './customer-test-support.ts';
import { totp } from './totp.ts';

afterEach(() => resetClock());

/** Sends the signed-in customer a code to their mail address and answers it. */
async function mailedCode(sandbox: Sandbox, token: string, account: string, purpose: string): Promise<string> {
  dataOf(
    await sandbox.call('securitySendVerifyCode', { body: { Type: 'email', Target: account, Purpose: purpose }, token }),
  );
  return sentCode(sandbox, account, purpose);
}

const userInfo = async (sandbox: Sandbox, token: string) =>
  dataOf(await sandbox.call('customerGetCustomerWithBaseResponse', { token }));

describe('personal center: security items', () => {
  it('asks for a token', async () => {
    const sandbox = new Sandbox();
    expect(refusal(await sandbox.call('personalCenterGetLogList', { body: {} }))).toMatchObject({ code: 51001 });
    expect(refusal(await sandbox.call('personalCenterGetGoogleTFA'))).toMatchObject({ code: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('binds a new phone with the code sent to it, and refuses a code never sent', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const wrong = await sandbox.call('personalCenterModifyPhone', {
      body: { NewPhone: '7012345678', NewAreaCode: '234', Code: '123456' },
      token,
    });
    expect(refusal(wrong).code).toBe(20001);
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Target: '7012345678', AreaCode: '234', Purpose: 'bindPhone' },
      token,
    });
    const Code = sentCode(sandbox, '2347012345678', 'bindPhone');
    dataOf(
      await sandbox.call('personalCenterModifyPhone', {
        body: { NewPhone: '7012345678', NewAreaCode: '234', Code },
        token,
      }),
    );
    expect(await userInfo(sandbox, token)).toMatchObject({ Phone: '7012345678', AreaCode: '234' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("binds a new mail address, and will not send a bind code to another account's address", async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const taken = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Target: 'twofa@example.com', Purpose: 'bindEmail' },
      token,
    });
    expect(refusal(taken).code).toBe(20004);
    const Code = await mailedCode(sandbox, token, 'ada@example.com', 'bindEmail');
    dataOf(await sandbox.call('personalCenterModifyEmail', { body: { NewEmail: 'ada@example.com', Code }, token }));
    expect(await userInfo(sandbox, token)).toMatchObject({ Email: 'ada@example.com' });
    const bad = await sandbox.call('personalCenterModifyEmail', { body: { NewEmail: 'not-mail', Code }, token });
    expect(refusal(bad)).toMatchObject({ status: 400, msg: expect.stringContaining('body.NewEmail') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const other = tokenOf(sandbox);
    const Code = await mailedCode(sandbox, token, 'demo@example.com', 'modifyPassword');
    const wrongOld = await sandbox.call('personalCenterModifyLoginPwd', {
      body: { OldPassword: 'Nope1234!', NewPassword: 'Better5678', Code },
      token,
    });
    expect(refusal(wrongOld).code).toBe(20003);
    dataOf(
      await sandbox.call('personalCenterModifyLoginPwd', {
        body: { OldPassword: 'Demo1234!', NewPassword: 'Better5678', Code },
        token,
      }),
    );
    expect((await sandbox.call('customerGetCustomerWithBaseResponse', { token })).status).toBe(200);
    expect((await sandbox.call('customerGetCustomerWithBaseResponse', { token: other })).status).toBe(401);
    expect(
      dataOf(await sandbox.call('customerSignIn', { body: { Account: 'demo@example.com', Password: 'Better5678' } })),
    ).toMatchObject({ HasPassedLoginValidation: true });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('changes the PIN only with the old PIN, and refuses a PIN that is not six digits', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const Code = await mailedCode(sandbox, token, 'demo@example.com', 'setPin');
    expect(refusal(await sandbox.call('personalCenterSetPIN', { body: { Pin: '654321', Code }, token })).code).toBe(
      20005,
    );
    expect(
      refusal(await sandbox.call('personalCenterSetPIN', { body: { Pin: '654321', OldPin: '000000', Code }, token }))
        .code,
    ).toBe(20005);
    const short = await sandbox.call('personalCenterSetPIN', { body: { Pin: '12ab', OldPin: '123456', Code }, token });
    expect(refusal(short)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Pin') });
    dataOf(await sandbox.call('personalCenterSetPIN', { body: { Pin: '654321', OldPin: '123456', Code }, token }));
    const again = await sandbox.call('personalCenterSetPIN', {
      body: { Pin: '111111', OldPin: '654321', Code },
      token,
    });
    expect(refusal(again).code).toBe(20001);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('sets up the Google authenticator, which then guards the sign-in, and switches it off again', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const setup = dataOf<{ Secret: string; QrContent: string; Enabled: boolean }>(
      await sandbox.call('personalCenterGetGoogleTFA', { token }),
    );
    expect(setup.Enabled).toBe(false);
    expect(setup.QrContent).toBe(
      `otpauth://totp/exchange-web:demo@example.com?secret=${setup.Secret}&issuer=exchange-web`,
    );
    expect(dataOf(await sandbox.call('personalCenterGetGoogleTFA', { token }))).toMatchObject({ Secret: setup.Secret });
    const check = (Code: string) => sandbox.call('personalCenterAuthenticatorGoogle', { query: { Code }, token });
    expect(dataOf(await check(totp(setup.Secret, now())))).toEqual({ Valid: true });
    expect(dataOf(await check(totp(setup.Secret, now() + 5 * 60_000)))).toEqual({ Valid: false });
    const Code = await mailedCode(sandbox, token, 'demo@example.com', 'google');
    expect(
      refusal(
        await sandbox.call('personalCenterSetGoogleTFA', { body: { Enable: true, GoogleCode: '000000', Code }, token }),
      ).code,
    ).toBe(20001);
    dataOf(
      await sandbox.call('personalCenterSetGoogleTFA', {
        body: { Enable: true, GoogleCode: totp(setup.Secret, now()), Code },
        token,
      }),
    );
    expect(dataOf(await sandbox.call('personalCenterGetGoogleTFA', { token }))).toEqual({
      Secret: null,
      QrContent: null,
      Enabled: true,
    });
    const signIn = await sandbox.call('customerSignIn', {
      body: { Account: 'demo@example.com', Password: 'Demo1234!' },
    });
    expect(dataOf(signIn)).toMatchObject({ HasPassedLoginValidation: false, VerifyType: 'google' });
    const offCode = await mailedCode(sandbox, token, 'demo@example.com', 'google');
    dataOf(
      await sandbox.call('personalCenterSetGoogleTFA', {
        body: { Enable: false, GoogleCode: totp(setup.Secret, now()), Code: offCode },
        token,
      }),
    );
    const next = dataOf<{ Secret: string }>(await sandbox.call('personalCenterGetGoogleTFA', { token }));
    expect(next.Secret).not.toBe(setup.Secret);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('personal center: log and preferences', () => {
  it('lists the sign-in log newest first, paged, with the latest sign-in on top', async () => {
    const sandbox = new Sandbox();
    const signIn = await callWithHeaders(
      sandbox,
      'customerSignIn',
      { deviceid: 'web-new-laptop-77' },
      { Account: 'demo@example.com', Password: 'Demo1234!' },
    );
    const token = dataOf<{ Token: string }>(signIn).Token;
    const page = dataOf<{ Items: { DeviceId: string; LoginTime: string }[]; TotalCount: number }>(
      await sandbox.call('personalCenterGetLogList', { body: { PageIndex: 1, PageRows: 2 }, token }),
    );
    expect(page).toMatchObject({ PageIndex: 1, PageRows: 2, TotalCount: 5 });
    expect(page.Items[0]).toMatchObject({ DeviceId: 'web-new-laptop-77', Ip: '127.0.0.1', Client: 'Web' });
    expect(page.Items[0].LoginTime > page.Items[1].LoginTime).toBe(true);
    const last = dataOf<{ Items: unknown[] }>(
      await sandbox.call('personalCenterGetLogList', { body: { PageIndex: 3, PageRows: 2 }, token }),
    );
    expect(last.Items).toHaveLength(1);
    const bad = await sandbox.call('personalCenterGetLogList', { body: { PageIndex: 0 }, token });
    expect(refusal(bad)).toMatchObject({ status: 400, msg: expect.stringContaining('body.PageIndex') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('saves the display currency, order confirmation and unique code', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    dataOf(await sandbox.call('personalCenterSetDefaultVariety', { query: { varietyId: '3' }, token }));
    dataOf(await sandbox.call('personalCenterSetOrderSecondConfirm', { query: { Enable: 'true' }, token }));
    dataOf(await sandbox.call('personalCenterSetUniqueCode', { query: { UniqueCode: 'ada_trades' }, token }));
    expect(await userInfo(sandbox, token)).toMatchObject({
      DefaultVarietyId: 3,
      CurrencyCode: 'EUR',
      OrderSecondConfirm: true,
      UniqueCode: 'ada_trades',
    });
    expect(
      refusal(await sandbox.call('personalCenterSetDefaultVariety', { query: { varietyId: '99' }, token })).code,
    ).toBe(10004);
    const notNumber = await sandbox.call('personalCenterSetDefaultVariety', { query: { varietyId: 'abc' }, token });
    expect(refusal(notNumber)).toMatchObject({ status: 400, msg: expect.stringContaining('query.varietyId') });
    const other = tokenOf(sandbox, 'twofa@example.com');
    expect(
      refusal(await sandbox.call('personalCenterSetUniqueCode', { query: { UniqueCode: 'ADA_TRADES' }, token: other }))
        .code,
    ).toBe(20006);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('personal center: identity verification', () => {
  async function upload(sandbox: Sandbox, token: string, Kind: string, File = `${Kind}.jpg`) {
    return dataOf<{ FileId: string; Url: string }>(
      await sandbox.call('personalCenterFileUpload', { body: { File, Kind }, token }),
    ).FileId;
  }

  async function submit(sandbox: Sandbox, token: string, LastName: string, language?: string) {
    const body = {
      Country: 'NG',
      FirstName: 'Tunde',
      LastName,
      IdType: 'idCard',
      IdNumber: 'B12345678',
      FrontFileId: await upload(sandbox, token, 'front'),
      BackFileId: await upload(sandbox, token, 'back'),
      SelfieFileId: await upload(sandbox, token, 'selfie'),
    };
    return sandbox.call('personalCenterCommitVerifyIdentity', { body, token, language });
  }

  it('keeps a submission pending, then passes it on the first read more than 5 seconds later', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox, 'twofa@example.com');
    expect(dataOf(await sandbox.call('personalCenterGetCustomerCertified', { token }))).toMatchObject({
      Status: 'none',
      SubmitTime: null,
    });
    expect(dataOf(await submit(sandbox, token, 'Bakare'))).toMatchObject({
      Status: 'pending',
      LastName: 'Bakare',
      ReviewTime: null,
    });
    advanceClock(4_000);
    expect(dataOf(await sandbox.call('personalCenterGetCustomerCertified', { token }))).toMatchObject({
      Status: 'pending',
    });
    advanceClock(2_000);
    expect(dataOf(await sandbox.call('personalCenterGetCustomerCertified', { token }))).toMatchObject({
      Status: 'passed',
      RejectReason: null,
      LevelName: 'Level 1',
    });
    expect(await userInfo(sandbox, token)).toMatchObject({ KycStatus: 'passed', LevelName: 'Level 1' });
    expect(refusal(await submit(sandbox, token, 'Bakare')).code).toBe(20011);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('rejects a LastName of Reject with a reason in the asked language, and lets the customer try again', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox, 'remote@example.com');
    dataOf(await submit(sandbox, token, 'Reject'));
    expect(refusal(await submit(sandbox, token, 'Bakare')).code).toBe(20011);
    advanceClock(6_000);
    const rejected = dataOf(await sandbox.call('personalCenterGetCustomerCertified', { token, language: 'fr' }));
    expect(rejected).toMatchObject({
      Status: 'rejected',
      RejectReason: 'Le nom figurant sur le document ne correspond pas au nom saisi.',
    });
    const check = dataOf(
      await sandbox.call('customerCertSumsubCheckUserApplication', { body: { LevelName: 'Level 1' }, token }),
    );
    expect(check).toEqual({ LevelName: 'Level 1', UserType: 1, IsReCert: true });
    expect(dataOf(await submit(sandbox, token, 'Bakare'))).toMatchObject({ Status: 'pending' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("refuses a missing back side, another customer's file, a file of the wrong kind and a wrong file type", async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox, 'twofa@example.com');
    const front = await upload(sandbox, token, 'front');
    const selfie = await upload(sandbox, token, 'selfie');
    const base = {
      Country: 'NG',
      FirstName: 'Tunde',
      LastName: 'Bakare',
      IdType: 'idCard',
      IdNumber: 'B12345678',
      FrontFileId: front,
      SelfieFileId: selfie,
    };
    const noBack = await sandbox.call('personalCenterCommitVerifyIdentity', { body: base, token });
    expect(refusal(noBack)).toMatchObject({ status: 400, msg: expect.stringContaining('body.BackFileId') });
    const foreign = await upload(sandbox, tokenOf(sandbox, 'remote@example.com'), 'back');
    expect(
      refusal(
        await sandbox.call('personalCenterCommitVerifyIdentity', { body: { ...base, BackFileId: foreign }, token }),
      ).code,
    ).toBe(10004);
    expect(
      refusal(
        await sandbox.call('personalCenterCommitVerifyIdentity', { body: { ...base, BackFileId: selfie }, token }),
      ).code,
    ).toBe(10001);
    const passport = await sandbox.call('personalCenterCommitVerifyIdentity', {
      body: { ...base, IdType: 'passport' },
      token,
    });
    expect(dataOf(passport)).toMatchObject({ Status: 'pending', IdType: 'passport' });
    const exe = await sandbox.call('personalCenterFileUpload', { body: { File: 'tool.exe', Kind: 'front' }, token });
    expect(refusal(exe).code).toBe(10001);
    const kind = await sandbox.call('personalCenterFileUpload', { body: { File: 'a.png', Kind: 'side' }, token });
    expect(refusal(kind)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Kind') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the application check with the level asked for and the customer type', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const check = dataOf(
      await sandbox.call('customerCertSumsubCheckUserApplication', { body: { LevelName: 'Level 2' }, token }),
    );
    expect(check).toEqual({ LevelName: 'Level 2', UserType: 1, IsReCert: false });
    expect(dataOf(await sandbox.call('personalCenterGetCustomerCertified', { token }))).toMatchObject({
      Status: 'passed',
      Country: 'NG',
      IdType: 'idCard',
    });
    expect(customerOf(sandbox, 'demo@example.com').kyc.status).toBe('passed');
    expect(sandbox.contractViolations).toEqual([]);
  });
});
