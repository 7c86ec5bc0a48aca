/**
 * Every answer of the contract carries an example a mock server or a reader can use, and each
 * example keeps the contract: checked with the validator the sandbox checks its own answers with.
 * `npm run contract:examples` writes them from the seeded sandbox.
 */
import { describe, expect, it } from 'vitest';
import { loadDocument } from '../../sandbox/contract/load-document.ts';
import { allOperations, type OperationSpec } from '../../sandbox/contract/operations.ts';
import { validateResponse } from '../../sandbox/contract/validate.ts';

interface Response {
  content?: Record<string, { example?: unknown }>;
}

const documents = new Map<string, Record<string, unknown>>();
function responsesOf(op: OperationSpec): Record<string, Response> {
  if (!documents.has(op.host)) documents.set(op.host, loadDocument(op.host));
  const paths = documents.get(op.host)!.paths as Record<
    string,
    Record<string, { responses: Record<string, Response> }>
  >;
  return paths[op.path][op.method.toLowerCase()].responses;
}

const operations = allOperations();
const named = operations.map((op) => [op.operationId, op] as const);

describe('examples of the contract', () => {
  it.each(named)('%s: its success answer has an example that keeps the contract', (_id, op) => {
    const content = responsesOf(op)['200'].content!;
    const [mediaType, { example }] = Object.entries(content)[0];
    expect(example, `${mediaType} example`).toBeDefined();
    if (op.binary) expect(String(example)).toMatch(/^<svg[\s>]/);
    else expect(validateResponse(op, example, true)).toBeNull();
  });

  it.each(named)('%s: each error answer has an example that keeps the contract', (_id, op) => {
    const errors = Object.entries(responsesOf(op)).filter(([status]) => status !== '200');
    expect(errors.length).toBeGreaterThan(0);
    for (const [status, response] of errors) {
      const example = response.content?.['application/json']?.example;
      expect(example, `${status} example`).toMatchObject({ StatusCode: Number(status), Data: null });
      expect(validateResponse(op, example, false)).toBeNull();
    }
  });

  it('checks every operation of the three documents', () => {
    expect(operations).toHaveLength(211);
  });

  it('catches an example that breaks the contract', () => {
    const op = operations.find((o) => o.operationId === 'maintainCheckMaintain')!;
    expect(validateResponse(op, { StatusCode: 200, Msg: 'success', Data: 'no' }, true)).toMatch(/Data/);
  });
});
