/**
 * ApiKeys module: the customer's API keys (every change confirmed with the PIN or the Google
 * authenticator) and the API documentation pages.
 */
import { createHash, randomBytes } from 'node:crypto';
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { signedIn, type ModuleHandlers } from '../core/handler.ts';
import { pageOf } from '../core/paging.ts';
import type { Customer } from '../state/customers.ts';
import type { SandboxState } from '../state/index.ts';
import { apiDocuments } from '../seed/api-keys-documents.ts';
import { accountCodes } from './customer-faults.ts';
import { confirmWithPinOrGoogle } from './customer-security.ts';
import { unrestrictedKeyLifetimeMs, type ApiKeyRecord } from './api-keys.state.ts';

const maxKeysPerCustomer = 5;

const iso = (ms: number) => new Date(ms).toISOString();

/** A key as the customer sees it: never the secret. */
function keyInfo(key: ApiKeyRecord) {
  return {
    ApiKeyId: key.ApiKeyId,
    Label: key.Label,
    ApiKey: key.ApiKey,
    Permissions: [...key.Permissions],
    IpWhitelist: [...key.IpWhitelist],
    Status: key.expiresAt !== null && key.expiresAt <= now() ? ('expired' as const) : ('active' as const),
    CreateTime: iso(key.createdAt),
    ExpireTime: key.expiresAt === null ? null : iso(key.expiresAt),
  };
}

function ownKey(state: SandboxState, customer: Customer, id: number): ApiKeyRecord {
  const key = state.apiKeys.keys.find((k) => k.ApiKeyId === id && k.customerId === customer.UserId);
  if (!key) throw new SandboxFault(codes.notFound, 'No such API key');
  return key;
}

/** A whitelist removes the expiry; without one the key lives 90 days from the change. */
function applyWhitelist(key: ApiKeyRecord, whitelist: string[]): void {
  key.IpWhitelist = [...whitelist];
  key.expiresAt = whitelist.length > 0 ? null : now() + unrestrictedKeyLifetimeMs;
}

export const apiKeysHandlers = {
  myIDCMApiAddApiKey: (ctx) => {
    const customer = signedIn(ctx);
    confirmWithPinOrGoogle(customer, ctx.body);
    const keys = ctx.state.apiKeys.keys;
    if (keys.filter((k) => k.customerId === customer.UserId).length >= maxKeysPerCustomer) {
      throw new SandboxFault(accountCodes.apiKeyLimit, `At most ${maxKeysPerCustomer} API keys are allowed`);
    }
    const SecretKey = randomBytes(32).toString('hex');
    const key: ApiKeyRecord = {
      ApiKeyId: ctx.state.apiKeys.nextId(),
      customerId: customer.UserId,
      Label: ctx.body.Label,
      ApiKey: randomBytes(16).toString('hex'),
      secretHash: createHash('sha256').update(SecretKey).digest('hex'),
      Permissions: [...ctx.body.Permissions],
      IpWhitelist: [],
      createdAt: now(),
      expiresAt: null,
    };
    applyWhitelist(key, ctx.body.IpWhitelist ?? []);
    keys.push(key);
    return { ...keyInfo(key), SecretKey };
  },

  myIDCMApiModifyApiKey: (ctx) => {
    const customer = signedIn(ctx);
    const key = ownKey(ctx.state, customer, ctx.body.ApiKeyId);
    confirmWithPinOrGoogle(customer, ctx.body);
    if (ctx.body.Label !== undefined) key.Label = ctx.body.Label;
    if (ctx.body.Permissions !== undefined) key.Permissions = [...ctx.body.Permissions];
    if (ctx.body.IpWhitelist !== undefined) applyWhitelist(key, ctx.body.IpWhitelist);
    return keyInfo(key);
  },

  myIDCMApiDelApiKey: (ctx) => {
    const customer = signedIn(ctx);
    const key = ownKey(ctx.state, customer, ctx.body.ApiKeyId);
    confirmWithPinOrGoogle(customer, ctx.body);
    ctx.state.apiKeys.keys = ctx.state.apiKeys.keys.filter((k) => k !== key);
    return true;
  },

  myIDCMApiGetList: (ctx) => {
    const customer = signedIn(ctx);
    const mine = ctx.state.apiKeys.keys
      .filter((k) => k.customerId === customer.UserId)
      .sort((a, b) => b.createdAt - a.createdAt || b.ApiKeyId - a.ApiKeyId);
    return pageOf(mine.map(keyInfo), ctx.body);
  },

  myIDCMApiGetApiKey: (ctx) => keyInfo(ownKey(ctx.state, signedIn(ctx), ctx.query.id)),

  apiDocumentGetApiDocumentTitleList: (ctx) => {
    const language = ctx.body?.languageCode ?? ctx.language;
    return [...apiDocuments]
      .sort((a, b) => a.Sort - b.Sort)
      .map((doc) => ({ Id: doc.Id, Title: doc.title[language], Sort: doc.Sort }));
  },

  apiDocumentGetApiDocument: (ctx) => {
    const doc = apiDocuments.find((d) => d.Id === ctx.query.id);
    if (!doc) throw new SandboxFault(codes.notFound, 'No such API document');
    const language = ctx.query.languageCode ?? ctx.language;
    return {
      Id: doc.Id,
      Title: doc.title[language],
      Content: doc.content[language],
      LanguageCode: language,
      UpdateTime: doc.UpdateTime,
    };
  },
} satisfies ModuleHandlers;
