/**
 * The reviewed list of what the contract probe calls (`schema/openapi/probe-allowlist.yaml`): one
 * entry per operation, each written by someone who says why calling it on a real customer's
 * account changes nothing. The probe calls from this list and from nothing else; the documents'
 * `x-safe-to-probe` marks must agree with it, so a new mark needs a line of its own.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { hostIds, type HostId } from '../../sandbox/contract/operations.ts';

export const allowlistPath = 'schema/openapi/probe-allowlist.yaml';

export interface AllowEntry {
  host: HostId;
  method: string;
  path: string;
  /** Why calling it changes nothing. */
  why: string;
  /** Why it is a read although its method or name says otherwise (the nature check's second opinion). */
  override?: string;
}

const methods = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const fields = new Set(['method', 'path', 'why', 'override']);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function entryOf(host: HostId, item: unknown, where: string): AllowEntry {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) throw new Error(`${where}: not an entry`);
  const record = item as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !fields.has(key));
  if (unknown.length > 0) throw new Error(`${where}: unknown ${unknown.join(', ')} (method, path, why, override)`);
  const method = text(record.method);
  if (!methods.has(method)) throw new Error(`${where}: method ${method || '(none)'} is not an HTTP method in capitals`);
  const path = text(record.path);
  if (!path.startsWith('/')) throw new Error(`${where}: path ${path || '(none)'} does not start with /`);
  const why = text(record.why);
  if (why.length < 10) throw new Error(`${where}: ${method} ${path} says no why (at least a few words)`);
  if ('override' in record && text(record.override).length < 10)
    throw new Error(`${where}: ${method} ${path} has an override without a reason`);
  return { host, method, path, why, ...('override' in record ? { override: text(record.override) } : {}) };
}

/** The entries of the list's text, or an Error saying which entry is wrong and how. */
export function readAllowlist(source: string): AllowEntry[] {
  const doc = (parse(source) ?? {}) as Record<string, unknown>;
  const entries: AllowEntry[] = [];
  for (const [host, items] of Object.entries(doc)) {
    if (!(hostIds as readonly string[]).includes(host)) throw new Error(`${allowlistPath}: ${host} is not a host`);
    if (!Array.isArray(items)) throw new Error(`${allowlistPath}: ${host} is not a list of entries`);
    items.forEach((item, i) => entries.push(entryOf(host as HostId, item, `${allowlistPath}, ${host} entry ${i + 1}`)));
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.host} ${entry.method} ${entry.path}`;
    if (seen.has(key)) throw new Error(`${allowlistPath}: ${key} is listed twice`);
    seen.add(key);
  }
  return entries;
}

let committed: AllowEntry[] | null = null;

/** The committed list, read once. */
export function committedAllowlist(): AllowEntry[] {
  committed ??= readAllowlist(readFileSync(resolve(import.meta.dirname, '../..', allowlistPath), 'utf8'));
  return committed;
}
