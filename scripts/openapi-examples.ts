/**
 * `npm run contract:examples`: asks the seeded sandbox for a success answer of every operation
 * and writes it, shortened (scripts/openapi-examples/shorten.ts), as the `example` of the
 * operation's 200 answer in schema/openapi/, beside its schema; and for the shared error answers
 * (400, 401, 403 in common.yaml) the sandbox's own refusals. Each example must pass the sandbox's
 * validator before it is written; tests/contract/examples.test.ts checks them all on every run.
 * Run it again after an answer's shape changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { allOperations, hostIds, type OperationSpec } from '../sandbox/contract/operations.ts';
import { validateResponse } from '../sandbox/contract/validate.ts';
import type { SandboxAnswer } from '../sandbox/core/sandbox.ts';
import { signedInSandbox } from '../sandbox/testing.ts';
import { latestCode } from '../sandbox/state/verification-codes.ts';
import { recipes, sampledRequest, type CallOptions, type Seeded } from './openapi-examples/requests.ts';
import { shorten } from './openapi-examples/shorten.ts';
import { withExample } from './openapi-examples/yaml-example.ts';

// One fixed instant, so dates in the examples do not change each time they are written.
const instant = Date.parse('2026-11-20T09:30:00.000Z');
Date.now = () => instant;

const schemaDir = resolve(import.meta.dirname, '../schema/openapi');
const isSuccess = (op: OperationSpec, answer: SandboxAnswer) =>
  answer.status === 200 && (op.binary || (answer.body as { StatusCode?: unknown }).StatusCode === 200);

/** Where each operation's path item is written: module file and key, from the host document's $ref. */
function pathItemFiles(): Map<string, { file: string; key: string }> {
  const where = new Map<string, { file: string; key: string }>();
  for (const host of hostIds) {
    const root = parse(readFileSync(resolve(schemaDir, `${host}.yaml`), 'utf8')) as {
      paths: Record<string, { $ref: string }>;
    };
    for (const [path, item] of Object.entries(root.paths)) {
      const [file, pointer] = item.$ref.split('#');
      where.set(`${host} ${path}`, { file: resolve(schemaDir, file), key: pointer.split('/').at(-1)! });
    }
  }
  return where;
}

function seeded(): Seeded {
  const { sandbox, token, session } = signedInSandbox();
  return {
    sandbox,
    token,
    refreshToken: session.refreshToken,
    async data<T>(operationId: string, options: CallOptions = {}) {
      const answer = await sandbox.call(operationId, { token, ...options });
      const body = answer.body as { StatusCode: unknown; Msg: string; Data: T };
      if (answer.status !== 200 || body.StatusCode !== 200)
        throw new Error(`${operationId} answered ${answer.status} ${body.StatusCode} ${body.Msg}`);
      return body.Data;
    },
    code(target, purpose) {
      const sent = latestCode(sandbox.state.core.codes, target, purpose);
      if (!sent) throw new Error(`No ${purpose} code was sent to ${target}`);
      return sent.code;
    },
  };
}

/** The example of one operation's success: the sandbox's answer, shortened while it still validates. */
async function successExample(op: OperationSpec): Promise<unknown> {
  const s = seeded();
  const options = await (recipes[op.operationId] ?? (() => sampledRequest(op)))(s);
  const answer = await s.sandbox.call(op.operationId, { token: s.token, ...options });
  if (!isSuccess(op, answer))
    throw new Error(
      `${op.operationId}: the sandbox answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
    );
  // A binary answer (a picture) is shown as its text.
  if (op.binary) return Buffer.from(answer.body as Uint8Array).toString('utf8');
  for (const candidate of [shorten(answer.body), shorten(answer.body, { lists: false }), answer.body]) {
    if (validateResponse(op, candidate, true) === null) return candidate;
  }
  throw new Error(`${op.operationId}: the sandbox's own answer does not validate`);
}

/** The shared error answers, as the sandbox refuses a call. */
async function errorExamples(): Promise<Record<string, unknown>> {
  const { sandbox } = signedInSandbox();
  const badRequest = await sandbox.call('customerSignIn', { body: { Account: 'demo@example.com' } });
  const unauthorized = await sandbox.call('customerGetCustomerWithBaseResponse', { token: 'a-token-that-was-revoked' });
  sandbox.knobs.forcedStatus = { status: 403, remaining: 1 };
  const forbidden = await sandbox.call('customerGetCustomerWithBaseResponse', { token: signedInSandbox().token });
  return { BadRequest: badRequest.body, Unauthorized: unauthorized.body, Forbidden: forbidden.body };
}

const files = pathItemFiles();
const edited = new Map<string, string>();
const text = (file: string) => edited.get(file) ?? readFileSync(file, 'utf8');
const failures: string[] = [];

for (const op of allOperations()) {
  try {
    const example = await successExample(op);
    const { file, key } = files.get(`${op.host} ${op.path}`)!;
    const mediaType = op.binary ? 'application/octet-stream' : 'application/json';
    edited.set(
      file,
      withExample(
        text(file),
        ['paths', key, op.method.toLowerCase(), 'responses', '200', 'content', mediaType],
        example,
      ),
    );
  } catch (error) {
    failures.push((error as Error).message);
  }
}

const common = resolve(schemaDir, 'common.yaml');
for (const [name, example] of Object.entries(await errorExamples())) {
  edited.set(common, withExample(text(common), ['responses', name, 'content', 'application/json'], example));
}

for (const [file, content] of edited) writeFileSync(file, content);
console.log(
  `Wrote the examples of ${allOperations().length - failures.length} operations and 3 error answers into ${edited.size} files.`,
);
if (failures.length > 0) {
  console.error(`No example for ${failures.length} operation(s):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
