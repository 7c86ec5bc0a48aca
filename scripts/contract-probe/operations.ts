/**
 * The operations the contract probe may call: those the reviewed list names, which their documents
 * mark `x-safe-to-probe: true` as well, and which nothing in their nature forbids (or whose entry
 * gives the reason a name that sounds like a change is a read). Each guard alone keeps a call that
 * moves money away: a mark added by mistake reaches no host until someone writes its line.
 */
import { loadDocument, type Json } from '../../sandbox/contract/load-document.ts';
import { hostIds, readOperations, type HostId, type OperationSpec } from '../../sandbox/contract/operations.ts';
import { allowlistPath, committedAllowlist, type AllowEntry } from './allowlist.ts';
import { changeSuspected, secretAsked } from './nature.ts';

export { unsafeBecause } from './nature.ts';

export interface ProbeOperation extends OperationSpec {
  /** The operation carries `x-inferred: true`: its shape was designed here. */
  inferred: boolean;
  /** The document marks it `x-safe-to-probe: true`. */
  marked: boolean;
}

type Obj = Record<string, Json>;

/** Every operation of the three documents, with the marks of its own entry. */
export function contractOperations(): ProbeOperation[] {
  return hostIds.flatMap((host: HostId) => {
    const paths = loadDocument(host).paths as Obj;
    return readOperations(host).map((op) => {
      const entry = (paths[op.path] as Obj)[op.method.toLowerCase()] as Obj;
      return { ...op, inferred: entry['x-inferred'] === true, marked: entry['x-safe-to-probe'] === true };
    });
  });
}

const sameCall = (op: { host: string; method: string; path: string }) => (entry: AllowEntry) =>
  entry.host === op.host && entry.method === op.method && entry.path === op.path;

/** Why the probe refuses to call the operation, or null when it may. */
export function refusalOf(op: ProbeOperation, allowlist: AllowEntry[] = committedAllowlist()): string | null {
  const entry = allowlist.find(sameCall(op));
  if (!entry) return `${op.method} ${op.path} is not in the reviewed list (${allowlistPath})`;
  if (!op.marked) return `${op.method} ${op.path} is listed, but its document does not mark it x-safe-to-probe`;
  const secret = secretAsked(op);
  if (secret) return `it asks for ${secret}`;
  const suspected = changeSuspected(op);
  if (suspected && !entry.override) return `${suspected}, and its entry in the reviewed list gives no override reason`;
  return null;
}

export function isSafeToProbe(op: ProbeOperation, allowlist?: AllowEntry[]): boolean {
  return refusalOf(op, allowlist) === null;
}

/** The operations the probe calls, in the documents' order. */
export function safeOperations(allowlist?: AllowEntry[]): ProbeOperation[] {
  return contractOperations().filter((op) => isSafeToProbe(op, allowlist));
}

/**
 * Where the documents' marks and the reviewed list disagree, or the list says more than it should:
 * a mark with no entry, an entry with no mark or no operation, an entry the nature check refuses,
 * an override with nothing to override. The probe does not run while any remains.
 */
export function reviewProblems(
  operations: ProbeOperation[] = contractOperations(),
  allowlist: AllowEntry[] = committedAllowlist(),
): string[] {
  const problems: string[] = [];
  for (const op of operations.filter((o) => o.marked && !allowlist.some(sameCall(o))))
    problems.push(`${op.host} ${op.method} ${op.path} (${op.operationId}) is marked x-safe-to-probe but has no entry`);
  for (const entry of allowlist) {
    const where = `${entry.host} ${entry.method} ${entry.path}`;
    const op = operations.find((o) => sameCall(o)(entry));
    if (!op) problems.push(`${where} is listed but is no operation of the ${entry.host} document`);
    else if (!op.marked) problems.push(`${where} (${op.operationId}) is listed but not marked x-safe-to-probe`);
    else if (refusalOf(op, allowlist)) problems.push(`${where} (${op.operationId}): ${refusalOf(op, allowlist)}`);
    else if (entry.override && !changeSuspected(op))
      problems.push(`${where} (${op.operationId}) has an override, but nothing in its nature needs one`);
  }
  return problems;
}
