import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, now, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { latestLoginQr } from '../state/login-qr.ts';
import { customerOf, dataOf, tokenOf } from '../testing.ts';
import { callWithHeaders, refusal, sentCode } from './customer-test-support.ts';
import { totp } from './totp.ts';

afterEach(() => resetClock());

const demo = { Account: 'demo@example.com', Password: 'Demo1234!' };
const twofaSecret = 'JBSWY3DPEHPK3PXP';

describe('customer sign-in', () => {
  it('signs the demo customer in by mail or by phone, and the token reads the user info', async () => {
    const sandbox = new Sandbox();
    const byMail = dataOf<{ HasPassedLoginValidation: boolean; Token: string; UserInfo: Record<string, unknown> }>(
      await sandbox.call('customerSignIn', { body: demo }),
    );
    expect(byMail).toMatchObject({ HasPassedLoginValidation: true, VerifyType: null, VerifyToken: null });
    expect(byMail.UserInfo).toMatchObject({
      Email: 'demo@example.com',
      Phone: '8031234567',
      AreaCode: '234',
      UserType: 1,
      KycStatus: 'passed',
      HasPin: true,
    });
    const byPhone = await sandbox.call('customerSignIn', {
      body: { Account: '8031234567', AreaCode: '234', Password: 'Demo1234!' },
    });
    expect(dataOf(byPhone)).toMatchObject({ HasPassedLoginValidation: true });
    const info = dataOf(await sandbox.call('customerGetCustomerWithBaseResponse', { token: byMail.Token }));
    expect(info).toMatchObject({
      UserId: customerOf(sandbox, 'demo@example.com').UserId,
      CurrencyCode: 'NGN',
      DefaultVarietyId: 1,
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers 20003 for a wrong password and for an unknown account alike', async () => {
    const sandbox = new Sandbox();
    expect(refusal(await sandbox.call('customerSignIn', { body: { ...demo, Password: 'Wrong1234!' } }))).toMatchObject({
      status: 200,
      code: 20003,
    });
    expect(
      refusal(await sandbox.call('customerSignIn', { body: { Account: 'nobody@example.com', Password: 'Demo1234!' } })),
    ).toMatchObject({ code: 20003 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a misspelt body field with a 400 naming it', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('customerSignIn', {
      body: { Account: 'demo@example.com', Pasword: 'Demo1234!' },
    });
    expect(answer.status).toBe(400);
    expect(refusal(answer).msg).toMatch(/body\.(Pasword|Password)/);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks the Google authenticator customer for a second step, and SecurityVerify completes it', async () => {
    const sandbox = new Sandbox();
    const first = dataOf<{ VerifyToken: string }>(
      await sandbox.call('customerSignIn', { body: { Account: 'twofa@example.com', Password: 'Twofa1234!' } }),
    );
    expect(first).toMatchObject({
      HasPassedLoginValidation: false,
      Token: null,
      RefreshToken: null,
      UserInfo: null,
      VerifyType: 'google',
    });
    const wrong = await sandbox.call('securitySecurityVerify', {
      body: { Scene: 'login', VerifyToken: first.VerifyToken, Code: '000000' },
    });
    expect(refusal(wrong).code).toBe(20001);
    const done = await sandbox.call('securitySecurityVerify', {
      body: { Scene: 'login', VerifyToken: first.VerifyToken, Code: totp(twofaSecret, now()) },
    });
    expect(dataOf(done)).toMatchObject({
      HasPassedLoginValidation: true,
      UserInfo: { Email: 'twofa@example.com', GoogleEnabled: true },
    });
    const again = await sandbox.call('securitySecurityVerify', {
      body: { Scene: 'login', VerifyToken: first.VerifyToken, Code: totp(twofaSecret, now()) },
    });
    expect(refusal(again).code).toBe(20008);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('needs a mailed code for the remote customer, announced by CheckIsRemoteLogIn', async () => {
    const sandbox = new Sandbox();
    expect(dataOf(await sandbox.call('customerCheckIsRemoteLogIn', { body: { Account: 'demo@example.com' } }))).toEqual(
      { IsRemote: false, VerifyType: null },
    );
    expect(
      dataOf(await sandbox.call('customerCheckIsRemoteLogIn', { body: { Account: 'remote@example.com' } })),
    ).toEqual({ IsRemote: true, VerifyType: 'email' });
    const first = dataOf<{ VerifyToken: string }>(
      await sandbox.call('customerSignIn', { body: { Account: 'remote@example.com', Password: 'Remote1234!' } }),
    );
    expect(first).toMatchObject({ HasPassedLoginValidation: false, VerifyType: 'email' });
    dataOf(
      await sandbox.call('securitySendVerifyCode', {
        body: { Type: 'email', Target: 'remote@example.com', Purpose: 'login' },
      }),
    );
    const code = sentCode(sandbox, 'remote@example.com', 'login');
    const done = await sandbox.call('securitySecurityVerify', {
      body: { Scene: 'login', VerifyToken: first.VerifyToken, Code: code },
    });
    expect(dataOf(done)).toMatchObject({ HasPassedLoginValidation: true, UserInfo: { Email: 'remote@example.com' } });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('writes each completed sign-in to the log with the DeviceId header', async () => {
    const sandbox = new Sandbox();
    const before = sandbox.state.customer.loginLog.length;
    await callWithHeaders(sandbox, 'customerSignIn', { deviceid: 'web-test-device-01' }, demo);
    expect(sandbox.state.customer.loginLog).toHaveLength(before + 1);
    expect(sandbox.state.customer.loginLog.at(-1)).toMatchObject({
      Ip: '127.0.0.1',
      DeviceId: 'web-test-device-01',
      Client: 'Web',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('customer sessions', () => {
  it('rotates the token pair on refresh, and a spent refresh token gets HTTP 401', async () => {
    const sandbox = new Sandbox();
    const signedIn = dataOf<{ Token: string; RefreshToken: string }>(
      await sandbox.call('customerSignIn', { body: demo }),
    );
    const fresh = dataOf<{ Token: string; RefreshToken: string }>(
      await sandbox.call('customerRefresh', { query: { refreshToken: signedIn.RefreshToken } }),
    );
    expect(fresh.Token).not.toBe(signedIn.Token);
    expect((await sandbox.call('customerGetCustomerWithBaseResponse', { token: fresh.Token })).status).toBe(200);
    expect((await sandbox.call('customerGetCustomerWithBaseResponse', { token: signedIn.Token })).status).toBe(401);
    const spent = await sandbox.call('customerRefresh', { query: { refreshToken: signedIn.RefreshToken } });
    expect(refusal(spent)).toMatchObject({ status: 401, code: 401 });
    const missing = await sandbox.call('customerRefresh');
    expect(refusal(missing)).toMatchObject({ status: 400, msg: expect.stringContaining('query.refreshToken') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('ends the session on LogOut, and asks for a token without one', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    expect(dataOf(await sandbox.call('customerLogOut', { token }))).toBe(true);
    expect((await sandbox.call('customerGetCustomerWithBaseResponse', { token })).status).toBe(401);
    expect(refusal(await sandbox.call('customerGetCustomerWithBaseResponse'))).toMatchObject({ code: 51001 });
    expect(refusal(await sandbox.call('customerLogOut'))).toMatchObject({ code: 51001 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('signs in through a login QR code once the phone app confirms it', async () => {
    const sandbox = new Sandbox();
    const qr = dataOf<{ QrId: string; QrContent: string }>(await sandbox.call('customerGetLoginQR'));
    expect(qr.QrContent).toContain(qr.QrId);
    expect(dataOf(await sandbox.call('customerCheckQrStatus', { body: { QrId: qr.QrId } }))).toEqual({
      Status: 'waiting',
      SignIn: null,
    });
    const code = latestLoginQr(sandbox.state.core.loginQr)!;
    code.status = 'confirmed';
    code.customerId = customerOf(sandbox, 'demo@example.com').UserId;
    const confirmed = dataOf(await sandbox.call('customerCheckQrStatus', { body: { QrId: qr.QrId } }));
    expect(confirmed).toMatchObject({
      Status: 'confirmed',
      SignIn: { HasPassedLoginValidation: true, UserInfo: { Email: 'demo@example.com' } },
    });
    expect(dataOf(await sandbox.call('customerCheckQrStatus', { body: { QrId: qr.QrId } }))).toEqual({
      Status: 'expired',
      SignIn: null,
    });
    expect(refusal(await sandbox.call('customerCheckQrStatus', { body: { QrId: 'nope' } })).code).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the server time', async () => {
    const sandbox = new Sandbox();
    const date = dataOf<string>(await sandbox.call('securityGetServerDate'));
    expect(Math.abs(Date.parse(date) - now())).toBeLessThan(5_000);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('verification codes', () => {
  it('sends a code and tells how long it lives', async () => {
    const sandbox = new Sandbox();
    const sent = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Target: '8059990000', AreaCode: '234', Purpose: 'register' },
    });
    expect(dataOf(sent)).toEqual({ ExpireSeconds: 600, ResendSeconds: 60 });
    expect(sentCode(sandbox, '2348059990000', 'register')).toMatch(/^\d{6}$/);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('sends to the phone bound to an account when only the account is given', async () => {
    const sandbox = new Sandbox();
    dataOf(
      await sandbox.call('securitySendVerifyCode', {
        body: { Type: 'sms', Account: 'demo@example.com', Purpose: 'findPwd' },
      }),
    );
    expect(sentCode(sandbox, '2348031234567', 'findPwd')).toMatch(/^\d{6}$/);
    const unknown = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Account: 'nobody@example.com', Purpose: 'findPwd' },
    });
    expect(refusal(unknown).code).toBe(10004);
    const noPhone = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Account: 'twofa@example.com', Purpose: 'findPwd' },
    });
    expect(refusal(noPhone).code).toBe(10001);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a register code for a taken address, and bad recipients with a 400', async () => {
    const sandbox = new Sandbox();
    const taken = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Target: 'Demo@Example.com', Purpose: 'register' },
    });
    expect(refusal(taken).code).toBe(20004);
    const noArea = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Target: '8059990000', Purpose: 'register' },
    });
    expect(refusal(noArea)).toMatchObject({ status: 400, msg: expect.stringContaining('body.AreaCode') });
    const badPurpose = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Target: 'new@example.com', Purpose: 'lottery' },
    });
    expect(refusal(badPurpose)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Purpose') });
    const notMail = await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Target: 'not-a-mail', Purpose: 'register' },
    });
    expect(refusal(notMail)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Target') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('checks a code without spending it, and reports an expired one', async () => {
    const sandbox = new Sandbox();
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Target: 'new@example.com', Purpose: 'register' },
    });
    const code = sentCode(sandbox, 'new@example.com', 'register');
    const check = (Code: string) =>
      sandbox.call('securityCheckVerifyCodeInvalid', {
        body: { Target: 'new@example.com', Purpose: 'register', Code },
      });
    expect(dataOf(await check(code))).toEqual({ Valid: true, Expired: false });
    expect(dataOf(await check(code))).toEqual({ Valid: true, Expired: false });
    expect(dataOf(await check(code === '111111' ? '222222' : '111111'))).toEqual({ Valid: false, Expired: false });
    advanceClock(11 * 60_000);
    expect(dataOf(await check(code))).toEqual({ Valid: false, Expired: true });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('registration', () => {
  it('registers by mail with the mailed code, signs in, and the address is then taken', async () => {
    const sandbox = new Sandbox();
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Target: 'new@example.com', Purpose: 'register' },
    });
    const body = {
      RegisterType: 'email',
      Email: 'new@example.com',
      Password: 'Newbie123',
      Code: sentCode(sandbox, 'new@example.com', 'register'),
      InviteCode: 'DEMO2024',
    };
    const registered = dataOf(await sandbox.call('customerRegisterUser', { body }));
    expect(registered).toMatchObject({
      HasPassedLoginValidation: true,
      UserInfo: { Email: 'new@example.com', Phone: null, KycStatus: 'none', HasPin: false, LevelName: 'Level 0' },
    });
    expect(customerOf(sandbox, 'new@example.com').invitedBy).toBe('DEMO2024');
    expect(dataOf(await sandbox.call('customerIsExistEmail', { query: { email: 'NEW@example.com' } }))).toBe(true);
    expect(refusal(await sandbox.call('customerRegisterUser', { body })).code).toBe(20004);
    expect(
      dataOf(await sandbox.call('customerSignIn', { body: { Account: 'new@example.com', Password: 'Newbie123' } })),
    ).toMatchObject({ HasPassedLoginValidation: true });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('registers by phone, and refuses an unknown invite code, a weak password and an expired code', async () => {
    const sandbox = new Sandbox();
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Target: '8059990000', AreaCode: '234', Purpose: 'register' },
    });
    const body = {
      RegisterType: 'phone',
      Phone: '8059990000',
      AreaCode: '234',
      Password: 'Newbie123',
      Code: sentCode(sandbox, '2348059990000', 'register'),
    };
    expect(refusal(await sandbox.call('customerRegisterUser', { body: { ...body, InviteCode: 'NOSUCH1' } })).code).toBe(
      20007,
    );
    const weak = await sandbox.call('customerRegisterUser', { body: { ...body, Password: 'password' } });
    expect(refusal(weak)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Password') });
    const noPhone = await sandbox.call('customerRegisterUser', {
      body: { RegisterType: 'phone', Password: 'Newbie123', Code: body.Code },
    });
    expect(refusal(noPhone)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Phone') });
    advanceClock(11 * 60_000);
    expect(refusal(await sandbox.call('customerRegisterUser', { body })).code).toBe(20002);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('tells whether a phone, a mail address or an invite code is taken', async () => {
    const sandbox = new Sandbox();
    expect(
      dataOf(await sandbox.call('customerIsExistPhone', { query: { phone: '8031234567', areaCode: '234' } })),
    ).toBe(true);
    expect(dataOf(await sandbox.call('customerIsExistPhone', { query: { phone: '8031234567', areaCode: '44' } }))).toBe(
      false,
    );
    expect(dataOf(await sandbox.call('customerIsExistEmail', { query: { email: 'nobody@example.com' } }))).toBe(false);
    expect(dataOf(await sandbox.call('customerCustomerCodeExist', { query: { code: 'demo2024' } }))).toBe(true);
    expect(dataOf(await sandbox.call('customerCustomerCodeExist', { query: { code: 'NOSUCH1' } }))).toBe(false);
    const bad = await sandbox.call('customerIsExistPhone', { query: { phone: '12', areaCode: '234' } });
    expect(refusal(bad)).toMatchObject({ status: 400, msg: expect.stringContaining('query.phone') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('find password', () => {
  it('shows the bound items masked', async () => {
    const sandbox = new Sandbox();
    const info = dataOf(await sandbox.call('customerGetCustomerBindInfo', { body: { Account: 'demo@example.com' } }));
    expect(info).toEqual({ Phone: '803****567', AreaCode: '234', Email: 'de**@example.com', GoogleEnabled: false });
    expect(
      refusal(await sandbox.call('customerGetCustomerBindInfo', { body: { Account: 'nobody@example.com' } })).code,
    ).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('sets a new password with a findPwd code and ends every session', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Account: '8031234567', AreaCode: '234', Purpose: 'findPwd' },
    });
    const Code = sentCode(sandbox, '2348031234567', 'findPwd');
    dataOf(
      await sandbox.call('customerForgetPass', {
        body: { Account: '8031234567', AreaCode: '234', Code, NewPassword: 'Fresh5678' },
      }),
    );
    expect((await sandbox.call('customerGetCustomerWithBaseResponse', { token })).status).toBe(401);
    expect(refusal(await sandbox.call('customerSignIn', { body: demo })).code).toBe(20003);
    expect(dataOf(await sandbox.call('customerSignIn', { body: { ...demo, Password: 'Fresh5678' } }))).toMatchObject({
      HasPassedLoginValidation: true,
    });
    expect(
      refusal(
        await sandbox.call('customerForgetPass', {
          body: { Account: 'demo@example.com', Code, NewPassword: 'Again5678' },
        }),
      ).code,
    ).toBe(20001);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks the Google authenticator customer for a Google code too', async () => {
    const sandbox = new Sandbox();
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Account: 'twofa@example.com', Purpose: 'findPwd' },
    });
    const Code = sentCode(sandbox, 'twofa@example.com', 'findPwd');
    const body = { Account: 'twofa@example.com', Code, NewPassword: 'Fresh5678' };
    expect(refusal(await sandbox.call('customerForgetPass', { body }))).toMatchObject({
      status: 400,
      msg: expect.stringContaining('body.GoogleCode'),
    });
    dataOf(await sandbox.call('customerForgetPass', { body: { ...body, GoogleCode: totp(twofaSecret, now()) } }));
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('lost security items', () => {
  async function ticketFor(sandbox: Sandbox, body: Record<string, unknown>) {
    return dataOf<{ VerifyToken: string; ProvedItems: string[] }>(
      await sandbox.call('securitySecurityVerify', { body: { Scene: 'securityItem', ...body } }),
    );
  }

  it('replaces a lost phone after the mail code proves the account', async () => {
    const sandbox = new Sandbox();
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Account: 'demo@example.com', Purpose: 'securityItem' },
    });
    const ticket = await ticketFor(sandbox, {
      Account: 'demo@example.com',
      EmailCode: sentCode(sandbox, 'demo@example.com', 'securityItem'),
    });
    expect(ticket).toMatchObject({ Scene: 'securityItem', ProvedItems: ['email'] });
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Target: '7012345678', AreaCode: '234', Purpose: 'securityItem' },
    });
    const commit = {
      VerifyToken: ticket.VerifyToken,
      LostItem: 'phone',
      NewPhone: '7012345678',
      NewAreaCode: '234',
      Code: sentCode(sandbox, '2347012345678', 'securityItem'),
    };
    expect(dataOf(await sandbox.call('securityCommitUnavailableSecurityItem', { body: commit }))).toEqual({
      Status: 'done',
      LostItem: 'phone',
    });
    expect(
      dataOf(await sandbox.call('customerGetCustomerBindInfo', { body: { Account: 'demo@example.com' } })),
    ).toMatchObject({ Phone: '701****678' });
    expect(refusal(await sandbox.call('securityCommitUnavailableSecurityItem', { body: commit })).code).toBe(20008);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('switches a lost Google authenticator off, so the next sign-in needs no Google code', async () => {
    const sandbox = new Sandbox();
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Target: 'twofa@example.com', Purpose: 'securityItem' },
    });
    const ticket = await ticketFor(sandbox, {
      Account: 'twofa@example.com',
      EmailCode: sentCode(sandbox, 'twofa@example.com', 'securityItem'),
    });
    dataOf(
      await sandbox.call('securityCommitUnavailableSecurityItem', {
        body: { VerifyToken: ticket.VerifyToken, LostItem: 'google' },
      }),
    );
    const signIn = await sandbox.call('customerSignIn', {
      body: { Account: 'twofa@example.com', Password: 'Twofa1234!' },
    });
    expect(dataOf(signIn)).toMatchObject({ HasPassedLoginValidation: true, UserInfo: { GoogleEnabled: false } });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a recovery that leaves an item unproved, a wrong code and an expired replacement code', async () => {
    const sandbox = new Sandbox();
    customerOf(sandbox, 'demo@example.com').google = { secret: twofaSecret, enabled: true };
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Account: 'demo@example.com', Purpose: 'securityItem' },
    });
    const EmailCode = sentCode(sandbox, 'demo@example.com', 'securityItem');
    const wrong = await sandbox.call('securitySecurityVerify', {
      body: {
        Scene: 'securityItem',
        Account: 'demo@example.com',
        EmailCode: EmailCode === '111111' ? '222222' : '111111',
      },
    });
    expect(refusal(wrong).code).toBe(20001);
    const ticket = await ticketFor(sandbox, { Account: 'demo@example.com', EmailCode });
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'sms', Target: '7012345678', AreaCode: '234', Purpose: 'securityItem' },
    });
    const commit = {
      VerifyToken: ticket.VerifyToken,
      LostItem: 'phone',
      NewPhone: '7012345678',
      NewAreaCode: '234',
      Code: sentCode(sandbox, '2347012345678', 'securityItem'),
    };
    expect(refusal(await sandbox.call('securityCommitUnavailableSecurityItem', { body: commit })).code).toBe(20009);
    advanceClock(11 * 60_000);
    await sandbox.call('securitySendVerifyCode', {
      body: { Type: 'email', Account: 'demo@example.com', Purpose: 'securityItem' },
    });
    const proofs = {
      Account: 'demo@example.com',
      EmailCode: sentCode(sandbox, 'demo@example.com', 'securityItem'),
      GoogleCode: totp(twofaSecret, now()),
    };
    const full = await ticketFor(sandbox, proofs);
    expect(full.ProvedItems).toEqual(['email', 'google']);
    const late = { ...commit, VerifyToken: full.VerifyToken };
    expect(refusal(await sandbox.call('securityCommitUnavailableSecurityItem', { body: late })).code).toBe(20002);
    const noCode = await sandbox.call('securityCommitUnavailableSecurityItem', {
      body: { VerifyToken: full.VerifyToken, LostItem: 'email', NewEmail: 'x@example.com' },
    });
    expect(refusal(noCode)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Code') });
    expect(sandbox.contractViolations).toEqual([]);
  });
});
