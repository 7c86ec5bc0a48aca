/** The knobs over HTTP, under /__sandbox/ (documented in docs/sandbox.md). */
import { z } from 'zod';
import Decimal from 'decimal.js';
import { advanceClock } from '../core/clock.ts';
import { creditCampaign } from '../modules/missions-progress.ts';
import type { Sandbox } from '../core/sandbox.ts';
import { coinByCode } from '../seed/coins.ts';
import { balanceOf, credit } from '../state/balances.ts';
import { findCustomerByAccount, demoCustomer } from '../state/customers.ts';
import { latestLoginQr, readLoginQr } from '../state/login-qr.ts';
import { expireAllTokens } from '../state/sessions.ts';
import { expireAllCodes } from '../state/verification-codes.ts';
import { defaultRefusalReason, tr, type DocumentLabel } from '../seed/payment-catalog.ts';
import type { PaymentOutcome } from '../modules/payment-store.ts';
import type { MerchantKnob } from '../modules/otc.state.ts';
import { assetsKnobRoutes } from './assets-knob-routes.ts';
import { KnobError, type Route } from './knob-route.ts';
import { hold, releaseHeld } from '../core/knobs.ts';
import { listExtraMarkets } from '../modules/market.state.ts';
import { extraQuoteCoins, maxExtraMarkets } from '../seed/extra-markets.ts';
import { maxBannerPictureKb } from '../seed/banner-pictures.ts';
import { allOperations } from '../contract/operations.ts';
import { compileContract } from '../contract/validate.ts';

export const knobPrefix = '/__sandbox/';

const count = z.number().int().min(1).max(100_000).default(1);
const code = z.union([z.number().int(), z.string().min(1)]);

const routes: Record<string, Route> = {
  reset: { method: 'POST', run: (s) => (s.reset(), { reset: true }) },
  'compile-contract': {
    method: 'POST',
    run: () => {
      const operations = allOperations();
      compileContract(operations);
      return { operations: operations.length };
    },
  },
  'expire-tokens': { method: 'POST', run: (s) => ({ expired: expireAllTokens(s.state.core.sessions) }) },
  'expire-codes': { method: 'POST', run: (s) => (expireAllCodes(s.state.core.codes), { expired: true }) },
  'token-lifetime': {
    method: 'POST',
    schema: z.object({ seconds: z.number().int().min(1) }),
    run: (s, input: { seconds: number }) => {
      s.state.core.sessions.tokenLifetimeMs = input.seconds * 1000;
      return input;
    },
  },
  'http-status': {
    method: 'POST',
    schema: z.object({ status: z.union([z.literal(401), z.literal(403)]), count }),
    run: (s, input: { status: 401 | 403; count: number }) => {
      s.knobs.forcedStatus = { status: input.status, remaining: input.count };
      return input;
    },
  },
  'refresh-fails': {
    method: 'POST',
    schema: z.object({ status: z.union([z.literal(401), z.literal(403)]).optional(), code: code.optional(), count }),
    run: (s, input: { status?: 401 | 403; code?: number | string; count: number }) => {
      s.knobs.refreshFailure = { status: input.status ?? null, code: input.code ?? null, remaining: input.count };
      return input;
    },
  },
  maintenance: {
    method: 'POST',
    schema: z.object({ on: z.boolean() }),
    run: (s, input: { on: boolean }) => {
      s.state.maintenance.on = input.on;
      return input;
    },
  },
  'answer-code': {
    method: 'POST',
    schema: z.object({ operationId: z.string().min(1), code, msg: z.string().default('Sandbox answer'), count }),
    run: (s, input: { operationId: string; code: number | string; msg: string; count: number }) => {
      s.knobs.forcedCodes.set(input.operationId, { code: input.code, msg: input.msg, remaining: input.count });
      return input;
    },
  },
  latency: {
    method: 'POST',
    schema: z.object({ ms: z.number().int().min(0).max(120_000), operationId: z.string().optional() }),
    run: (s, input: { ms: number; operationId?: string }) => {
      s.knobs.latency = input.ms > 0 ? { ms: input.ms, operationId: input.operationId ?? null } : null;
      return input;
    },
  },
  hold: {
    method: 'POST',
    schema: z.object({ operationId: z.string().min(1) }),
    run: (s, input: { operationId: string }) => (hold(s.knobs, input.operationId), input),
  },
  release: {
    method: 'POST',
    schema: z.object({ operationId: z.string().min(1).optional() }),
    run: (s, input: { operationId?: string }) => (releaseHeld(s.knobs, input.operationId ?? null), input),
  },
  'lose-answer': {
    method: 'POST',
    schema: z.object({ operationId: z.string().min(1), count, carriedOut: z.boolean().default(false) }),
    run: (s, input: { operationId: string; count: number; carriedOut: boolean }) => {
      s.knobs.lostAnswers.set(input.operationId, { remaining: input.count, carriedOut: input.carriedOut });
      return input;
    },
  },
  'login-qr': {
    method: 'POST',
    schema: z.object({
      status: z.enum(['scanned', 'confirmed']),
      qrId: z.string().optional(),
      account: z.string().default(demoCustomer.email),
    }),
    run: (s, input: { status: 'scanned' | 'confirmed'; qrId?: string; account: string }) => {
      const store = s.state.core.loginQr;
      const qr = input.qrId ? readLoginQr(store, input.qrId) : latestLoginQr(store);
      const customer = findCustomerByAccount(s.state.core.customers, input.account);
      if (!qr || !customer) throw new KnobError(404, 'No such login QR code or account');
      qr.status = input.status;
      qr.customerId = customer.UserId;
      return { qrId: qr.qrId, status: qr.status };
    },
  },
  'site-config': {
    method: 'POST',
    schema: z.union([
      z.object({ config: z.record(z.string(), z.unknown()) }),
      z.object({ text: z.string() }),
      z.object({ restore: z.literal(true) }),
    ]),
    run: (s, input: { config?: Record<string, unknown>; text?: string; restore?: true }) => {
      s.siteConfigOverride = input.restore ? null : (input.text ?? JSON.stringify(input.config));
      return { overridden: s.siteConfigOverride !== null };
    },
  },
  render: {
    method: 'POST',
    schema: z.object({ on: z.boolean() }),
    run: (s, input: { on: boolean }) => {
      s.renderPages = input.on;
      return { on: s.renderPages };
    },
  },
  'flash-orders': {
    method: 'POST',
    schema: z.object({ outcome: z.enum(['success', 'failed']), count }),
    run: (s, input: { outcome: 'success' | 'failed'; count: number }) => {
      s.state.quickExchange.forcedOutcome = { outcome: input.outcome, remaining: input.count };
      return input;
    },
  },
  'banner-picture': {
    method: 'POST',
    schema: z.object({ kb: z.number().int().min(0).max(maxBannerPictureKb) }),
    run: (s, input: { kb: number }) => {
      s.state.foundation.bannerPictureKb = input.kb;
      return input;
    },
  },
  'flash-price': {
    method: 'POST',
    schema: z.object({ movePercent: z.number().min(-50).max(50) }),
    run: (s, input: { movePercent: number }) => {
      s.state.quickExchange.priceMovePercent = new Decimal(input.movePercent);
      return input;
    },
  },
  credit: {
    method: 'POST',
    schema: z.object({
      account: z.string().default(demoCustomer.email),
      coin: z.string(),
      amount: z.string().regex(/^\d+(\.\d+)?$/),
    }),
    run: (s, input: { account: string; coin: string; amount: string }) => {
      const customer = findCustomerByAccount(s.state.core.customers, input.account);
      if (!customer || !coinByCode(input.coin)) throw new KnobError(404, 'No such account or coin');
      credit(s.state.core.balances, customer.UserId, input.coin, input.amount);
      return { ...input, available: balanceOf(s.state.core.balances, customer.UserId, input.coin).available.toFixed() };
    },
  },
  'payment-outcome': {
    method: 'POST',
    schema: z.object({ outcome: z.enum(['completed', 'failed', 'expired']), count }),
    run: (s, input: { outcome: PaymentOutcome; count: number }) => {
      s.state.payment.knobs.outcome = { outcome: input.outcome, remaining: input.count };
      return input;
    },
  },
  'facilita-document': {
    method: 'POST',
    schema: z.object({
      documentLabel: z.enum(['cpf', 'proofOfAddress', 'selfie']).optional(),
      reason: z.string().min(1).max(200).optional(),
      count,
    }),
    run: (s, input: { documentLabel?: DocumentLabel; reason?: string; count: number }) => {
      const reason = input.reason ? tr(input.reason, input.reason, input.reason, input.reason) : defaultRefusalReason;
      s.state.payment.knobs.documentRefusal = { label: input.documentLabel ?? null, reason, remaining: input.count };
      return input;
    },
  },
  'mission-progress': {
    method: 'POST',
    schema: z.object({
      taskId: z.number().int().min(1),
      usdt: z.string().regex(/^\d+(\.\d+)?$/),
      account: z.string().default(demoCustomer.email),
    }),
    run: (s, input: { taskId: number; usdt: string; account: string }) => {
      const customer = findCustomerByAccount(s.state.core.customers, input.account);
      if (!customer) throw new KnobError(404, `No account ${input.account}`);
      const credited = creditCampaign(s.state, customer.UserId, input.taskId, input.usdt);
      if ('refused' in credited) throw new KnobError(409, credited.refused);
      return { taskId: input.taskId, ...credited.progress };
    },
  },
  'otc-merchant': {
    method: 'POST',
    schema: z.object({
      acts: z.enum(['atOnce', 'onClock', 'never']),
      minutes: z.number().int().min(1).max(1_440).default(5),
    }),
    run: (s, input: MerchantKnob) => ((s.state.otc.merchant = input), input),
  },
  markets: {
    method: 'POST',
    schema: z.object({
      extra: z.number().int().min(0).max(maxExtraMarkets),
      quoteCoins: z
        .array(z.enum(extraQuoteCoins))
        .min(1)
        .default([...extraQuoteCoins]),
    }),
    run: (s, input: { extra: number; quoteCoins: string[] }) => {
      listExtraMarkets(s.state.market, input.extra, input.quoteCoins);
      return input;
    },
  },
  clock: {
    method: 'POST',
    schema: z.object({ advanceMs: z.number().int().min(0) }),
    run: (_s, input: { advanceMs: number }) => (advanceClock(input.advanceMs), input),
  },
  codes: {
    method: 'GET',
    run: (s, _input: never, query) => {
      const target = query.get('target')?.toLowerCase();
      return s.state.core.codes.sent
        .filter((c) => !target || c.target === target)
        .map(({ target: t, purpose, code: c }) => ({ target: t, purpose, code: c }));
    },
  },
  ...assetsKnobRoutes,
  calls: { method: 'GET', run: (s) => Object.fromEntries(s.calls) },
  providers: { method: 'GET', run: (s) => s.providers },
  monitoring: { method: 'GET', run: (s) => s.monitoring },
  violations: { method: 'GET', run: (s) => s.contractViolations },
};

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

export async function answerKnobRequest(sandbox: Sandbox, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const name = url.pathname.slice(knobPrefix.length);
  const route = routes[name];
  if (!route) return reply(404, { error: `No knob ${name}; knobs: ${Object.keys(routes).join(', ')}` });
  if (route.method !== request.method) return reply(405, { error: `Knob ${name} takes ${route.method}` });
  let input: unknown;
  if (route.schema) {
    const raw = await request.text();
    let json: unknown;
    try {
      json = raw ? JSON.parse(raw) : {};
    } catch {
      return reply(400, { error: 'The body is not valid JSON' });
    }
    const parsed = route.schema.safeParse(json);
    if (!parsed.success)
      return reply(400, {
        error: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '),
      });
    input = parsed.data;
  }
  try {
    return reply(200, await route.run(sandbox, input as never, url.searchParams));
  } catch (error) {
    if (error instanceof KnobError) return reply(error.status, { error: error.message });
    throw error;
  }
}

export const knobNames = Object.keys(routes);
