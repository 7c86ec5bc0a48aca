import { describe, expect, it } from 'vitest';
import { Sandbox } from '../core/sandbox.ts';
import { answerKnobRequest } from '../http/knob-routes.ts';
import { allOperations, type ParameterSpec } from './operations.ts';
import { validateRequest } from './validate.ts';

describe('the contract checks compiled ahead of the first call', () => {
  it('compiles the checks of every operation through the knob, and they still refuse what breaks the contract', async () => {
    const answer = await answerKnobRequest(
      new Sandbox(),
      new Request('http://localhost/__sandbox/compile-contract', { method: 'POST' }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ operations: allOperations().length });

    const isWholeNumberAsked = (p: ParameterSpec) =>
      p.in === 'query' && p.required && (p.schema as { type?: string }).type === 'integer';
    const withQuery = allOperations().find(
      (op) =>
        op.parameters.every((p) => !p.required || isWholeNumberAsked(p)) && op.parameters.some(isWholeNumberAsked),
    )!;
    const name = withQuery.parameters.find(isWholeNumberAsked)!.name;
    const checked = validateRequest(withQuery, {
      query: new URLSearchParams({ [name]: 'not a number' }),
      headers: {},
      body: undefined,
    });
    expect(checked).toEqual({ problem: expect.stringContaining(`query.${name}`) as string });
  }, 30_000);
});
