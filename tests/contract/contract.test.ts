import { describe, expect, it } from 'vitest';
import { readSpecCalls } from './spec-calls.ts';
import { hostIds, readOperations, type HostId } from '../../sandbox/contract/operations.ts';
import { loadDocument } from '../../sandbox/contract/load-document.ts';
import { handlers } from '../../sandbox/modules/index.ts';

const specCalls = readSpecCalls();
const operations = hostIds.flatMap((host) => readOperations(host));

describe('the contract covers section 7 of the spec', () => {
  it('lists 211 calls', () => {
    expect(specCalls).toHaveLength(211);
  });

  it.each(specCalls.map((c) => [`${c.host} ${c.method} ${c.specName}`, c] as const))(
    '%s is an operation of its host',
    (_name, call) => {
      const op = operations.find((o) => o.host === call.host && o.method === call.method && o.path === call.path);
      expect(op, `${call.method} ${call.path} in schema/openapi/${call.host}.yaml`).toBeDefined();
      expect(call.path.endsWith(`/${call.specName.replace(/^\//, '')}`)).toBe(true);
      expect(op!.tags).toEqual([call.module]);
    },
  );

  it('has no operation beyond the spec calls', () => {
    const known = new Set(specCalls.map((c) => `${c.host} ${c.method} ${c.path}`));
    expect(operations.filter((o) => !known.has(`${o.host} ${o.method} ${o.path}`)).map((o) => o.operationId)).toEqual(
      [],
    );
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('every operation is real', () => {
  const raw = (host: HostId) => loadDocument(host).paths as Record<string, Record<string, Record<string, unknown>>>;

  it('leaves no placeholder operation', () => {
    const placeholders = hostIds.flatMap((host) =>
      Object.values(raw(host)).flatMap((item) =>
        Object.values(item).filter((op) => typeof op === 'object' && op !== null && op['x-placeholder'] === true),
      ),
    );
    expect(placeholders.map((op) => op.operationId)).toEqual([]);
  });

  it('has a sandbox handler for every operation', () => {
    const missing = operations.filter(
      (o) => typeof (handlers as Record<string, unknown>)[o.operationId] !== 'function',
    );
    expect(missing.map((o) => o.operationId)).toEqual([]);
  });

  it('documents every answer as the envelope with its Data', () => {
    const withoutData = operations.filter((o) => !o.binary && !JSON.stringify(o.responseSchema).includes('"Data"'));
    expect(withoutData.map((o) => o.operationId)).toEqual([]);
  });
});
