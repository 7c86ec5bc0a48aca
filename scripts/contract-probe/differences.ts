/**
 * What the contract's validator found wrong with an answer, as differences a person can act on:
 * the kind, the JSON path (list positions folded into `[*]`), what the document says (in words: the
 * values an enum allows, an example of what a pattern accepts), an example of what came, and whether
 * the document's shape there was designed here (`x-inferred`). A field missing where another of its
 * type came instead is named a probable rename.
 */
import type { ErrorObject } from 'ajv';
import type { Json } from '../../sandbox/contract/load-document.ts';
import type { Difference, DifferenceKind } from './difference.ts';
import { pairRenames } from './renames.ts';
import { exampleIn, jsonTypeOf, patternInWords, schemaAt, typesOf, valuesInWords } from './schema-facts.ts';

export type { Difference, DifferenceKind };

type Node = { [key: string]: Json };

const secretName = /token|secret|password|pin$|privatekey/i;

/** Whether a field's name says it holds a secret (tokens, keys, passwords, PINs): its value is never shown. */
export const isSecretName = (name: string): boolean => secretName.test(name);

const segments = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));

/** `/Data/Items/0/CoinId` as `$.Data.Items[*].CoinId`. */
export function jsonPath(parts: string[]): string {
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[*]` : `${path}.${part}`), '$');
}

function valueAt(value: unknown, parts: string[]): unknown {
  let node = value;
  for (const part of parts) node = node !== null && typeof node === 'object' ? (node as Node)[part] : undefined;
  return node;
}

/** An example value, at most 60 characters, masked when the field's name says it is a secret. */
export function exampleOf(value: unknown, name: string): string {
  if (value === undefined) return '(absent)';
  if (isSecretName(name)) return '(hidden)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Whether the schema marks anything on the way to the error `x-inferred` (and the missing property itself). */
function inferredOnTheWay(schema: Json, error: ErrorObject): boolean {
  let node: Json = schema;
  let parent: Json = null;
  for (const part of segments(error.schemaPath.replace(/^#/, ''))) {
    if (node === null || typeof node !== 'object') break;
    if ((node as Node)['x-inferred'] === true) return true;
    parent = node;
    node = (node as Node)[part];
  }
  if (error.keyword !== 'required' || parent === null || typeof parent !== 'object') return false;
  const property = ((parent as Node).properties as Node | undefined)?.[String(error.params.missingProperty)];
  return !!property && typeof property === 'object' && (property as Node)['x-inferred'] === true;
}

const isComposite = (e: ErrorObject) => e.keyword === 'oneOf' || e.keyword === 'anyOf';
const depth = (e: ErrorObject) => e.schemaPath.split('/').length;

/**
 * Keeps, for each oneOf/anyOf that failed, the errors of the choice the value came closest to (the
 * one whose type it has, with the fewest errors); when it has the type of none, the choice's own error.
 */
function settleChoices(errors: ErrorObject[]): ErrorObject[] {
  let rest = errors.filter((e) => e.keyword !== 'if');
  for (const choice of errors.filter(isComposite).sort((a, b) => depth(b) - depth(a))) {
    if (!rest.includes(choice)) continue;
    const prefix = `${choice.schemaPath}/`;
    const inside = rest.filter((e) => e.schemaPath.startsWith(prefix));
    if (choice.params.passingSchemas) {
      rest = rest.filter((e) => !inside.includes(e));
      continue;
    }
    const branches = new Map<string, ErrorObject[]>();
    for (const e of inside) {
      const branch = e.schemaPath.slice(prefix.length).split('/')[0];
      branches.set(branch, [...(branches.get(branch) ?? []), e]);
    }
    const fitting = [...branches.values()]
      .filter((list) => !list.some((e) => e.keyword === 'type' && e.instancePath === choice.instancePath))
      .sort((a, b) => a.length - b.length);
    const types = inside.filter((e) => e.keyword === 'type' && e.instancePath === choice.instancePath);
    rest = rest.filter((e) => !inside.includes(e) && (fitting.length === 0 || e !== choice));
    if (fitting.length > 0) rest.push(...fitting[0]);
    else if (types.length > 0)
      rest[rest.indexOf(choice)] = { ...choice, keyword: 'type', params: { type: types.map((t) => t.params.type) } };
  }
  return rest;
}

type Described = Omit<Difference, 'count' | 'inferred'>;

/** What the document says where a value broke a rule other than its type or presence. */
function otherValue(error: ErrorObject, schema: Json): Pick<Described, 'expected' | 'allowed' | 'pattern' | 'like'> {
  const node = schemaAt(schema, error.schemaPath);
  if (error.keyword === 'enum') {
    const allowed = error.params.allowedValues as Json[];
    return { expected: `one of ${valuesInWords(allowed)}`, allowed };
  }
  if (error.keyword === 'const') return { expected: `exactly ${JSON.stringify(error.params.allowedValue)}` };
  if (error.keyword === 'pattern') {
    const pattern = String(error.params.pattern);
    const like = exampleIn(node);
    return { expected: patternInWords(node, pattern), pattern, ...(like ? { like } : {}) };
  }
  if (error.keyword === 'format') return { expected: `a ${String(error.params.format)} value` };
  if (error.keyword === 'oneOf') return { expected: 'one of the documented shapes' };
  return { expected: `a value that ${error.message ?? `keeps its ${error.keyword}`}` };
}

function describe(error: ErrorObject, answer: unknown, schema: Json): Described {
  const at = segments(error.instancePath);
  if (error.keyword === 'required') {
    const name = String(error.params.missingProperty);
    const properties = schemaAt(schema, error.schemaPath)?.properties as Record<string, Json> | undefined;
    const type = typesOf(properties?.[name]).join(' or ');
    const described: Described = {
      kind: 'missing field',
      path: jsonPath([...at, name]),
      expected: 'present',
      example: '(absent)',
    };
    return type ? { ...described, type } : described;
  }
  if (error.keyword === 'unevaluatedProperties' || error.keyword === 'additionalProperties') {
    const name = String(error.params.unevaluatedProperty ?? error.params.additionalProperty);
    const value = valueAt(answer, [...at, name]);
    const path = jsonPath([...at, name]);
    return { kind: 'extra field', path, expected: 'absent', example: exampleOf(value, name), type: jsonTypeOf(value) };
  }
  const value = valueAt(answer, at);
  const name = at.at(-1) ?? '';
  if (error.keyword === 'type') {
    const expected = [error.params.type].flat(2).join(' or ');
    return {
      kind: 'wrong type',
      path: jsonPath(at),
      expected,
      example: exampleOf(value, name),
      type: jsonTypeOf(value),
    };
  }
  return { kind: 'other value', path: jsonPath(at), example: exampleOf(value, name), ...otherValue(error, schema) };
}

/** The differences of an answer from its (closed) schema, one per kind and path. */
export function differencesOf(
  errors: ErrorObject[],
  schema: Json,
  answer: unknown,
  operationInferred: boolean,
): Difference[] {
  const found = new Map<string, Difference>();
  for (const error of settleChoices(errors)) {
    const described = describe(error, answer, schema);
    const key = `${described.kind} ${described.path}`;
    const inferred = operationInferred || inferredOnTheWay(schema, error);
    const seen = found.get(key);
    if (seen) {
      seen.count += 1;
      seen.inferred ||= inferred;
    } else found.set(key, { ...described, count: 1, inferred });
  }
  return pairRenames([...found.values()]);
}
