import { afterEach, describe, expect, it } from 'vitest';
import { now, resetClock } from '../core/clock.ts';
import { Sandbox } from '../core/sandbox.ts';
import { dataOf, tokenOf } from '../testing.ts';
import { refusal } from './customer-test-support.ts';
import { totp } from './totp.ts';

afterEach(() => resetClock());

interface KeyInfo {
  ApiKeyId: number;
  Label: string;
  ApiKey: string;
  IpWhitelist: string[];
  ExpireTime: string | null;
  SecretKey?: string;
}

const day = 24 * 3_600_000;
const newKey = { Label: 'Grid bot', Permissions: ['read', 'trade'], Pin: '123456' };

async function list(sandbox: Sandbox, token: string) {
  return dataOf<{ Items: KeyInfo[]; TotalCount: number }>(
    await sandbox.call('myIDCMApiGetList', { body: { PageIndex: 1, PageRows: 20 }, token }),
  );
}

describe('API keys', () => {
  it("lists the demo customer's keys newest first, never with a secret, and asks for a token", async () => {
    const sandbox = new Sandbox();
    const page = await list(sandbox, tokenOf(sandbox));
    expect(page.TotalCount).toBe(2);
    expect(page.Items.map((k) => k.Label)).toEqual(['Portfolio tracker', 'Trading bot']);
    expect(page.Items[0]).toMatchObject({ Permissions: ['read'], IpWhitelist: [], Status: 'active' });
    expect(page.Items[1]).toMatchObject({ ExpireTime: null });
    expect(page.Items.every((k) => !('SecretKey' in k))).toBe(true);
    expect(refusal(await sandbox.call('myIDCMApiGetList', { body: {} })).code).toBe(51001);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('creates a key with the PIN, shows its secret once, and the key is then listed and readable', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const created = dataOf<KeyInfo>(await sandbox.call('myIDCMApiAddApiKey', { body: newKey, token }));
    expect(created.SecretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(Date.parse(created.ExpireTime!) - (now() + 90 * day))).toBeLessThan(5_000);
    const page = await list(sandbox, token);
    expect(page.Items[0]).toMatchObject({ ApiKeyId: created.ApiKeyId, ApiKey: created.ApiKey });
    expect(page.Items[0]).not.toHaveProperty('SecretKey');
    const read = dataOf<KeyInfo>(
      await sandbox.call('myIDCMApiGetApiKey', { query: { id: String(created.ApiKeyId) }, token }),
    );
    expect(read).toMatchObject({ Label: 'Grid bot', Permissions: ['read', 'trade'] });
    expect(read).not.toHaveProperty('SecretKey');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a wrong PIN, a missing confirmation and bad permissions or addresses', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    expect(refusal(await sandbox.call('myIDCMApiAddApiKey', { body: { ...newKey, Pin: '000000' }, token })).code).toBe(
      20005,
    );
    const unconfirmed = await sandbox.call('myIDCMApiAddApiKey', {
      body: { Label: 'x', Permissions: ['read'] },
      token,
    });
    expect(refusal(unconfirmed)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Pin') });
    const noRead = await sandbox.call('myIDCMApiAddApiKey', { body: { ...newKey, Permissions: ['trade'] }, token });
    expect(refusal(noRead)).toMatchObject({ status: 400, msg: expect.stringContaining('body.Permissions') });
    const badIp = await sandbox.call('myIDCMApiAddApiKey', { body: { ...newKey, IpWhitelist: ['10.0.0.300'] }, token });
    expect(refusal(badIp)).toMatchObject({ status: 400, msg: expect.stringContaining('body.IpWhitelist') });
    expect((await list(sandbox, token)).TotalCount).toBe(2);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('asks a customer with neither a PIN nor an authenticator to set one first', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox, 'remote@example.com');
    const answer = await sandbox.call('myIDCMApiAddApiKey', { body: { Label: 'First', Permissions: ['read'] }, token });
    expect(refusal(answer)).toMatchObject({ code: 20010, msg: 'Set a security PIN or Google authenticator first' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('accepts a Google authenticator code in place of the PIN', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox, 'twofa@example.com');
    const body = {
      Label: 'Tracker',
      Permissions: ['read'],
      IpWhitelist: ['41.58.10.2'],
      GoogleCode: totp('JBSWY3DPEHPK3PXP', now()),
    };
    expect(dataOf(await sandbox.call('myIDCMApiAddApiKey', { body, token }))).toMatchObject({
      ExpireTime: null,
      IpWhitelist: ['41.58.10.2'],
    });
    expect(
      refusal(await sandbox.call('myIDCMApiAddApiKey', { body: { ...body, GoogleCode: '000000' }, token })).code,
    ).toBe(20001);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("modifies and deletes a key, and treats another customer's key as unknown", async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    const [portfolio] = (await list(sandbox, token)).Items;
    const modified = await sandbox.call('myIDCMApiModifyApiKey', {
      body: { ApiKeyId: portfolio.ApiKeyId, Label: 'Tracker', IpWhitelist: ['102.89.34.17'], Pin: '123456' },
      token,
    });
    expect(dataOf(modified)).toMatchObject({
      Label: 'Tracker',
      IpWhitelist: ['102.89.34.17'],
      ExpireTime: null,
      Permissions: ['read'],
    });
    const stranger = tokenOf(sandbox, 'twofa@example.com');
    const foreign = await sandbox.call('myIDCMApiGetApiKey', {
      query: { id: String(portfolio.ApiKeyId) },
      token: stranger,
    });
    expect(refusal(foreign).code).toBe(10004);
    dataOf(await sandbox.call('myIDCMApiDelApiKey', { body: { ApiKeyId: portfolio.ApiKeyId, Pin: '123456' }, token }));
    expect(
      refusal(await sandbox.call('myIDCMApiGetApiKey', { query: { id: String(portfolio.ApiKeyId) }, token })).code,
    ).toBe(10004);
    expect((await list(sandbox, token)).TotalCount).toBe(1);
    expect(
      refusal(await sandbox.call('myIDCMApiDelApiKey', { body: { ApiKeyId: 9999, Pin: '123456' }, token })).code,
    ).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('allows at most five keys', async () => {
    const sandbox = new Sandbox();
    const token = tokenOf(sandbox);
    for (const n of [1, 2, 3])
      dataOf(await sandbox.call('myIDCMApiAddApiKey', { body: { ...newKey, Label: `Bot ${n}` }, token }));
    expect(refusal(await sandbox.call('myIDCMApiAddApiKey', { body: newKey, token })).code).toBe(20012);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('API documentation', () => {
  it('lists the four documents in the language asked for, by body or by header', async () => {
    const sandbox = new Sandbox();
    const fr = dataOf<{ Title: string; Sort: number }[]>(
      await sandbox.call('apiDocumentGetApiDocumentTitleList', { body: { languageCode: 'fr' } }),
    );
    expect(fr.map((d) => d.Title)).toEqual([
      'Authentification',
      'Signature des requêtes',
      'Limites de débit',
      'Points d’accès spot',
    ]);
    const zhHant = dataOf<{ Title: string }[]>(
      await sandbox.call('apiDocumentGetApiDocumentTitleList', { language: 'zh-Hant' }),
    );
    expect(zhHant[0].Title).toBe('身份驗證');
    const bad = await sandbox.call('apiDocumentGetApiDocumentTitleList', { body: { languageCode: 'de' } });
    expect(refusal(bad)).toMatchObject({ status: 400, msg: expect.stringContaining('body.languageCode') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers a document body in HTML, and 10004 for an unknown id', async () => {
    const sandbox = new Sandbox();
    const doc = dataOf<{ Content: string; Title: string }>(
      await sandbox.call('apiDocumentGetApiDocument', { query: { id: '2', languageCode: 'zh-CN' } }),
    );
    expect(doc).toMatchObject({ Id: 2, Title: '请求签名', LanguageCode: 'zh-CN' });
    expect(doc.Content).toContain('<h2>请求签名</h2>');
    const en = dataOf<{ Content: string }>(await sandbox.call('apiDocumentGetApiDocument', { query: { id: '4' } }));
    expect(en.Content).toContain('/api/v1/spot/order');
    expect(refusal(await sandbox.call('apiDocumentGetApiDocument', { query: { id: '42' } })).code).toBe(10004);
    expect(sandbox.contractViolations).toEqual([]);
  });
});
