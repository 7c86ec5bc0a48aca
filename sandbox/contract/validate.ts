/** Checks requests and answers against the contract (JSON Schema 2020-12, as OpenAPI 3.1 uses). */
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Json } from './load-document.ts';
import type { OperationSpec } from './operations.ts';
import { loadDocument } from './load-document.ts';

/** The contract's Ajv set-up; `allErrors` collects every problem instead of stopping at the first. */
function contractAjv(allErrors: boolean): Ajv2020 {
  const ajv = new Ajv2020({ allErrors, strict: false, coerceTypes: false, useDefaults: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addKeyword({ keyword: 'x-inferred' });
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

function compiler(ajv: Ajv2020): (schema: Json) => ValidateFunction {
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema) => {
    const holder = schema as object;
    let fn = compiled.get(holder);
    if (!fn) {
      fn = ajv.compile(schema as object);
      compiled.set(holder, fn);
    }
    return fn;
  };
}

const validator = compiler(contractAjv(false));
const fullValidator = compiler(contractAjv(true));

/**
 * Every way a value departs from a schema of the contract, with the sandbox's own Ajv set-up (the
 * contract probe reports them all; the sandbox stops at the first).
 */
export function schemaErrors(schema: Json, value: unknown): ErrorObject[] {
  const check = fullValidator(schema);
  return check(value) ? [] : [...(check.errors ?? [])];
}

function describe(where: string, errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0];
  if (!e) return `${where}: is not valid`;
  const at = `${where}${e.instancePath.replace(/\//g, '.')}`;
  if (e.keyword === 'required') return `${at}.${String(e.params.missingProperty)}: is required`;
  if (e.keyword === 'additionalProperties') return `${at}.${String(e.params.additionalProperty)}: is not allowed`;
  return `${at}: ${e.message ?? 'is not valid'}`;
}

/** Query and header values arrive as strings; read them as the schema's type wants. */
function coerce(value: string, schema: Json): unknown {
  const type = (schema as { type?: unknown } | null)?.type;
  if ((type === 'integer' || type === 'number') && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** A form-encoded body arrives as strings; read each field as the body schema wants. */
export function readFormBody(op: OperationSpec, fields: Record<string, string>): Record<string, unknown> {
  const properties = ((op.body.schema as { properties?: Record<string, Json> } | null)?.properties ?? {}) as Record<
    string,
    Json
  >;
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, coerce(value, properties[name] ?? {})]),
  );
}

export interface IncomingCall {
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

/** Validates a call; gives the typed query values, or the first problem in plain words. */
export function validateRequest(
  op: OperationSpec,
  call: IncomingCall,
): { query: Record<string, unknown> } | { problem: string } {
  const query: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in !== 'query' && p.in !== 'header') continue;
    const raw = p.in === 'query' ? call.query.get(p.name) : call.headers[p.name.toLowerCase()];
    if (raw === undefined || raw === null) {
      if (p.required) return { problem: `${p.in}.${p.name}: is required` };
      continue;
    }
    const value = coerce(raw, p.schema);
    const check = validator(p.schema);
    if (!check(value)) return { problem: describe(`${p.in}.${p.name}`, check.errors) };
    if (p.in === 'query') query[p.name] = value;
  }
  if (op.body.kind !== 'none') {
    if (call.body === undefined || call.body === null) {
      if (op.body.required) return { problem: 'body: is required' };
    } else if (op.body.schema) {
      const check = validator(op.body.schema);
      if (!check(call.body)) return { problem: describe('body', check.errors) };
    }
  }
  return { query };
}

let errorEnvelope: Json | null = null;

function errorEnvelopeSchema(): Json {
  if (!errorEnvelope) {
    const doc = loadDocument('maintenance') as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    const first = Object.values(doc.paths)[0];
    const bad = first.get.responses['400'] as { content: { 'application/json': { schema: Json } } };
    errorEnvelope = bad.content['application/json'].schema;
  }
  return errorEnvelope;
}

/** Null when the answer keeps the contract, else what is wrong with it. */
export function validateResponse(op: OperationSpec, envelope: unknown, success: boolean): string | null {
  const schema = success ? op.responseSchema : errorEnvelopeSchema();
  if (!schema) return null;
  const check = validator(schema);
  return check(envelope) ? null : describe(`answer of ${op.operationId}`, check.errors);
}

/**
 * Compiles the checks of every call's parameters, body and answer ahead of the first call. Each
 * check is otherwise compiled on its first use, which holds the server (and every file it serves
 * meanwhile) for up to a few hundred milliseconds, as no production backend does.
 */
export function compileContract(ops: OperationSpec[]): void {
  for (const op of ops) {
    for (const p of op.parameters) if (p.in === 'query' || p.in === 'header') validator(p.schema);
    if (op.body.kind !== 'none' && op.body.schema) validator(op.body.schema);
    if (op.responseSchema) validator(op.responseSchema);
  }
  validator(errorEnvelopeSchema());
}
