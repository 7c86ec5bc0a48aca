/** The operations of the three host documents, indexed by host, method and path. */
import { loadDocument, type Json } from './load-document.ts';

export const hostIds = ['base', 'futures', 'maintenance'] as const;
export type HostId = (typeof hostIds)[number];

export type BodyKind = 'none' | 'json' | 'form' | 'multipart';

export interface ParameterSpec {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required: boolean;
  schema: Json;
}

export interface OperationSpec {
  host: HostId;
  method: string;
  path: string;
  operationId: string;
  tags: string[];
  secured: boolean;
  parameters: ParameterSpec[];
  body: { kind: BodyKind; required: boolean; schema: Json | null };
  /** Schema of the 200 answer; null for a binary answer. */
  responseSchema: Json | null;
  binary: boolean;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

const bodyKinds: [string, BodyKind][] = [
  ['application/json', 'json'],
  ['application/x-www-form-urlencoded', 'form'],
  ['multipart/form-data', 'multipart'],
];

type Obj = Record<string, Json>;

function readOperation(
  host: HostId,
  path: string,
  method: string,
  pathItem: Obj,
  op: Obj,
  globalSecurity: Json,
): OperationSpec {
  const parameters = [...((pathItem.parameters as Obj[]) ?? []), ...((op.parameters as Obj[]) ?? [])].map((p) => ({
    name: String(p.name),
    in: p.in as ParameterSpec['in'],
    required: p.required === true,
    schema: (p.schema as Json) ?? {},
  }));
  const content = ((op.requestBody as Obj | undefined)?.content ?? {}) as Obj;
  const found = bodyKinds.find(([type]) => type in content);
  const body = found
    ? {
        kind: found[1],
        required: (op.requestBody as Obj).required === true,
        schema: ((content[found[0]] as Obj).schema as Json) ?? null,
      }
    : { kind: 'none' as const, required: false, schema: null };
  const ok = ((op.responses as Obj)['200'] as Obj | undefined)?.content as Obj | undefined;
  const binary = !!ok && !('application/json' in ok);
  const security = (op.security ?? globalSecurity) as Obj[] | undefined;
  return {
    host,
    method: method.toUpperCase(),
    path,
    operationId: String(op.operationId),
    tags: (op.tags as string[]) ?? [],
    secured: !!security && security.length > 0 && security.every((s) => Object.keys(s).length > 0),
    parameters,
    body,
    responseSchema: binary ? null : (((ok?.['application/json'] as Obj | undefined)?.schema as Json) ?? null),
    binary,
  };
}

/** Every operation of one host's document. */
export function readOperations(host: HostId): OperationSpec[] {
  const doc = loadDocument(host);
  const result: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths as Obj)) {
    const pathItem = item as Obj;
    for (const method of methods) {
      if (pathItem[method])
        result.push(readOperation(host, path, method, pathItem, pathItem[method] as Obj, doc.security ?? null));
    }
  }
  return result;
}

let index: Map<string, OperationSpec> | null = null;

const key = (host: string, method: string, path: string) => `${host} ${method.toUpperCase()} ${path}`;

function operationIndex(): Map<string, OperationSpec> {
  if (!index) {
    index = new Map();
    for (const host of hostIds) for (const op of readOperations(host)) index.set(key(host, op.method, op.path), op);
  }
  return index;
}

export function findOperation(host: HostId, method: string, path: string): OperationSpec | undefined {
  return operationIndex().get(key(host, method, path));
}

export function allOperations(): OperationSpec[] {
  return [...operationIndex().values()];
}
