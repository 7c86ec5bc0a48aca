/**
 * Reads a host's OpenAPI document and resolves every `$ref`, across files, into one tree. Reading
 * and resolving the YAML takes most of a second; every sandbox (each test file starts one) reads
 * the resolved tree from a JSON copy instead, kept in `node_modules/.cache/exchange-web/` under a
 * hash of every file of schema/openapi, so an edited document is read afresh.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const schemaDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../schema/openapi');
const cacheDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/exchange-web');

const fileCache = new Map<string, Json>();

function readYaml(file: string): Json {
  let doc = fileCache.get(file);
  if (doc === undefined) {
    doc = parse(readFileSync(file, 'utf8')) as Json;
    fileCache.set(file, doc);
  }
  return doc;
}

function pointer(doc: Json, fragment: string, where: string): Json {
  let node = doc;
  for (const raw of fragment.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new Error(`Unresolvable $ref ${where}`);
    }
    node = (node as Record<string, Json>)[key];
  }
  return node;
}

function deref(node: Json, file: string, depth: number): Json {
  if (depth > 60) throw new Error(`$ref nesting too deep in ${file}`);
  if (Array.isArray(node)) return node.map((item) => deref(item, file, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const ref = node.$ref;
  if (typeof ref === 'string') {
    const [filePart, fragment = ''] = ref.split('#');
    const target = filePart ? resolve(dirname(file), filePart) : file;
    const resolved = deref(pointer(readYaml(target), fragment, `${ref} in ${file}`), target, depth + 1);
    const siblings = Object.entries(node).filter(([key]) => key !== '$ref');
    if (siblings.length === 0) return resolved;
    return { ...(resolved as object), ...Object.fromEntries(siblings.map(([k, v]) => [k, deref(v, file, depth + 1)])) };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, deref(v, file, depth + 1)]));
}

/** The host's document resolved from its YAML, every `$ref` replaced by what it points at. */
export function resolveDocument(host: string): Record<string, Json> {
  const file = resolve(schemaDir, `${host}.yaml`);
  return deref(readYaml(file), file, 0) as Record<string, Json>;
}

let schemaHash: string | null = null;
/** A hash of every file under schema/openapi, names and contents. */
function hashOfSchemas(): string {
  if (schemaHash) return schemaHash;
  const hash = createHash('sha256');
  const files = readdirSync(schemaDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(schemaDir.length)).update('\0').update(readFileSync(file));
  return (schemaHash = hash.digest('hex').slice(0, 16));
}

/** The host's document with every `$ref` replaced by what it points at (from the JSON copy when it is current). */
export function loadDocument(host: string): Record<string, Json> {
  const copy = join(cacheDir, `openapi-${host}-${hashOfSchemas()}.json`);
  try {
    return JSON.parse(readFileSync(copy, 'utf8')) as Record<string, Json>;
  } catch {
    // No copy yet (or one cut short): resolve the YAML and keep a copy for the next reader.
  }
  const doc = resolveDocument(host);
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside, then renamed: a reader in another process never sees half a file.
    const aside = `${copy}.${process.pid}.tmp`;
    writeFileSync(aside, JSON.stringify(doc));
    renameSync(aside, copy);
  } catch {
    // A read-only tree: every reader resolves the YAML.
  }
  return doc;
}
