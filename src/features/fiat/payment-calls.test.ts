import { afterEach, describe, expect, it } from 'vitest';
import type { ApiResult, CallOptions } from '../../api/call.ts';
import { apiEffects, type ApiEffect } from '../../api/effects.ts';
import { callOperation, type Operation } from '../../api/operation.ts';
import { startApp } from '../../../tests/setup/render-app.tsx';
import { sandbox } from '../../../tests/setup/dom.ts';
import { handledCodes, paymentCalls } from './payment-calls.ts';

const send = callOperation as unknown as (
  op: Operation,
  init: unknown,
  options: CallOptions,
) => Promise<ApiResult<unknown>>;
const serverMessage = 'Complete your FacilitaPay registration before trading in BRL.';

let unsubscribe = () => {};
afterEach(() => unsubscribe());

describe('payment:0027 on the payment calls', () => {
  it('is never among the refusals the pages handle themselves', () => {
    expect(handledCodes).not.toContain('payment:0027');
  });

  it.each(Object.entries(paymentCalls))('%s shows the server message to the customer', async (_name, op) => {
    startApp({ signedIn: true });
    const effects: ApiEffect[] = [];
    unsubscribe = apiEffects.subscribe((effect) => void effects.push(effect));
    sandbox.knobs.forcedCodes.set(op.id, { code: 'payment:0027', msg: serverMessage, remaining: 1 });
    const answer = await send(op, { body: {} }, { ignore: handledCodes });
    expect(answer.ok ? null : answer.error).toEqual({ kind: 'code', code: 'payment:0027', message: serverMessage });
    expect(effects).toContainEqual({ type: 'toast', code: 'payment:0027', message: serverMessage });
  });
});
