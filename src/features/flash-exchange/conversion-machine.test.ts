// @vitest-environment node
/** The conversion machine with fake calls and short delays: no DOM, no network; the kit's send outcomes come as events. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiResult } from '../../api/call.ts';
import { refusalOf, type SendOutcome } from '../../money-action/outcome.ts';
import { conversionMachine, phaseOf } from './conversion-machine.ts';
import { conversionRefusals, type FlashOrder, type PlacedOrder, type Quote } from './flash-api.ts';
import type { ConversionRequest } from './quote-rules.ts';

const request: ConversionRequest = { from: 'USDT', to: 'BTC', amount: '500' };
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const quoteRefused = (code: string): ApiResult<never> => ({
  ok: false,
  error: { kind: 'code', code, message: `refused ${code}` },
});

let quoted = 0;
const quoteAt = (price: string): Quote => ({
  FromCoin: 'USDT',
  ToCoin: 'BTC',
  FromAmount: '500',
  Price: price,
  ToAmount: '0.0073',
  Fee: '0.00001',
  FeeCoin: 'BTC',
  ExpireSeconds: 10,
});
const order = (Status: FlashOrder['Status']): FlashOrder => ({
  OrderId: 7,
  FromCoin: 'USDT',
  ToCoin: 'BTC',
  FromAmount: '500',
  ToAmount: '0.0073',
  Price: '0.0000147',
  Fee: '0.00001',
  FeeCoin: 'BTC',
  Status,
  CreateTime: '2026-11-20T09:30:00.000Z',
});

/** The kit's outcome of a placement the server refused with `code`, through the conversion's refusals table. */
const placementRefused = (code: string): SendOutcome<PlacedOrder> => ({
  kind: 'refused',
  refusal: refusalOf({ kind: 'code', code, message: `refused ${code}` }, conversionRefusals),
});
const placed: SendOutcome<PlacedOrder> = { kind: 'done', result: { OrderId: 7, Status: 'pending' } };

interface Script {
  prices?: string[];
  quoteAnswers?: ApiResult<Quote>[];
  statuses?: ApiResult<FlashOrder>[];
  quoteLifetime?: number;
}

/** Runs the machine; each call takes the next scripted answer. */
function start(script: Script = {}, input: ConversionRequest | null = request) {
  const prices = [...(script.prices ?? ['0.0000147'])];
  const fetchQuote = vi.fn(
    async () => script.quoteAnswers?.shift() ?? ok(quoteAt(prices.shift() ?? `0.00001${++quoted}`)),
  );
  const checkOrder = vi.fn(async () => script.statuses?.shift() ?? ok(order('success')));
  const reloadBalances = vi.fn();
  const actor = createActor(
    conversionMachine.provide({
      actors: {
        fetchQuote: fromPromise(fetchQuote),
        checkOrder: fromPromise(checkOrder),
      },
      delays: { typingPause: 5, pollInterval: 5, quoteLifetime: script.quoteLifetime ?? 60_000 },
      actions: { reloadBalances },
    }),
    { input: { request: input } },
  );
  actor.start();
  return { actor, fetchQuote, checkOrder, reloadBalances };
}

type Actor = ReturnType<typeof start>['actor'];
const phase = (actor: Actor) => phaseOf(actor.getSnapshot());

/** The kit sends the reviewed quote and answers with `outcome`. */
function send(actor: Actor, outcome: SendOutcome<PlacedOrder> = placed) {
  actor.send({ type: 'CONFIRM' });
  actor.send({ type: 'SENT', outcome });
}

afterEach(() => vi.useRealTimers());

describe('conversion machine', () => {
  it('quotes once the customer pauses typing, however many changes came before', async () => {
    const { actor, fetchQuote } = start({}, null);
    expect(phase(actor)).toBe('editing');
    actor.send({ type: 'CHANGE', request: { ...request, amount: '5' } });
    actor.send({ type: 'CHANGE', request: { ...request, amount: '50' } });
    actor.send({ type: 'CHANGE', request });
    const snapshot = await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    expect(snapshot.context.quote).toMatchObject({ Price: '0.0000147' });
    actor.send({ type: 'CHANGE', request: null });
    expect(phase(actor)).toBe('editing');
    expect(actor.getSnapshot().context.quote).toBeNull();
  });

  it('expires the quote at the end of its lifetime, and a refresh keeps the last quote to compare with', async () => {
    const { actor, fetchQuote } = start({ prices: ['0.0000147', '0.0000152'], quoteLifetime: 20 });
    await waitFor(actor, (s) => phaseOf(s) === 'expired');
    actor.send({ type: 'REVIEW' });
    expect(phase(actor)).toBe('expired');
    actor.send({ type: 'REFRESH' });
    const refreshed = await waitFor(actor, (s) => s.context.quote?.Price === '0.0000152');
    expect(refreshed.context.previous).toMatchObject({ Price: '0.0000147' });
    expect(refreshed.context.problem).toBeNull();
    expect(fetchQuote).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('says so when the quote expires during the review, and takes no confirmation after it', async () => {
    const { actor } = start({ quoteLifetime: 30 });
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    actor.send({ type: 'REVIEW' });
    const expired = await waitFor(actor, (s) => phaseOf(s) === 'expired');
    expect(expired.context.problem).toEqual({ kind: 'expiredInReview' });
    actor.send({ type: 'CONFIRM' });
    expect(phase(actor)).toBe('expired');
  });

  it('holds the reviewed quote while the kit sends it, follows the order until it succeeds and reloads the balances', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { actor, checkOrder, reloadBalances } = start({
      quoteLifetime: 30,
      statuses: [ok(order('pending')), ok(order('pending')), ok(order('success'))],
    });
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CHANGE', request: { ...request, amount: '600' } });
    // The quote's lifetime passes while the order is under way: it is not expired.
    await vi.advanceTimersByTimeAsync(60);
    expect(phase(actor)).toBe('placing');
    actor.send({ type: 'SENT', outcome: placed });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(done.context.orderId).toBe(7);
    expect(done.context.request).toEqual(request);
    expect(checkOrder).toHaveBeenCalledTimes(3);
    expect(done.context.order).toMatchObject({ Status: 'success', OrderId: 7 });
    expect(reloadBalances).toHaveBeenCalledTimes(1);
  });

  it('ends in failed when the order fails, reloading the balances it held', async () => {
    const { actor, reloadBalances } = start({ statuses: [ok(order('failed'))] });
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    actor.send({ type: 'REVIEW' });
    send(actor);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.order?.Status).toBe('failed');
    expect(reloadBalances).toHaveBeenCalledTimes(1);
    actor.send({ type: 'AGAIN' });
    expect(phase(actor)).toBe('editing');
    expect(actor.getSnapshot().context.order).toBeNull();
  });

  it("fetches a new quote at once when the kit's send is refused because the price moved (30002) or the quote expired (30003)", async () => {
    const { actor, fetchQuote } = start({ prices: ['0.0000147', '0.0000150', '0.0000151'] });
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    actor.send({ type: 'REVIEW' });
    send(actor, placementRefused('30002'));
    const moved = await waitFor(actor, (s) => s.context.quote?.Price === '0.0000150');
    expect(phaseOf(moved)).toBe('quoted');
    expect(moved.context.previous).toMatchObject({ Price: '0.0000147' });
    actor.send({ type: 'REVIEW' });
    send(actor, placementRefused('30003'));
    await waitFor(actor, (s) => s.context.quote?.Price === '0.0000151');
    expect(fetchQuote).toHaveBeenCalledTimes(3);
  });

  it('keeps the quote showing after any other refusal, which the kit shows', async () => {
    const { actor, fetchQuote } = start();
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    for (const code of ['30001', '10001']) {
      actor.send({ type: 'REVIEW' });
      send(actor, placementRefused(code));
      expect(phase(actor)).toBe('quoted');
      expect(actor.getSnapshot().context.quote).toMatchObject({ Price: '0.0000147' });
    }
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('stops at an outcome not known after a placement without an answer, and takes no confirmation after it', async () => {
    const { actor, fetchQuote } = start();
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    actor.send({ type: 'REVIEW' });
    send(actor, { kind: 'unknown' });
    expect(phase(actor)).toBe('unknown');
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'REFRESH' });
    actor.send({ type: 'REVIEW' });
    expect(phase(actor)).toBe('unknown');
    expect(fetchQuote).toHaveBeenCalledTimes(1);
    actor.send({ type: 'AGAIN' });
    expect(phase(actor)).toBe('editing');
  });

  it('shows a quote refusal and asks again on retry', async () => {
    const { actor, fetchQuote } = start({ quoteAnswers: [quoteRefused('10001')] });
    const unquoted = await waitFor(actor, (s) => s.matches('unquoted'));
    expect(unquoted.context.problem).toMatchObject({ kind: 'refused', error: { code: '10001' } });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    expect(fetchQuote).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('keeps the order when its status cannot be read, and reads it again on retry', async () => {
    const { actor, checkOrder } = start({
      statuses: [{ ok: false, error: { kind: 'network' } }, ok(order('success'))],
    });
    await waitFor(actor, (s) => phaseOf(s) === 'quoted');
    actor.send({ type: 'REVIEW' });
    send(actor);
    const lost = await waitFor(actor, (s) => phaseOf(s) === 'lost');
    expect(lost.context.problem).toMatchObject({ kind: 'lostTrack' });
    expect(lost.context.orderId).toBe(7);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(checkOrder).toHaveBeenCalledTimes(2);
  });
});
