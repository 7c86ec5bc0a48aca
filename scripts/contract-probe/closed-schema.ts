/**
 * A copy of an answer's schema in which every object that lists its properties admits no others
 * (`unevaluatedProperties: false`), so the contract's validator also names the fields an answer
 * has that the document does not. Objects that describe their other properties themselves (maps)
 * stay as they are, and so do the parts of an `allOf`: the whole they make is closed instead.
 */
import type { Json } from '../../sandbox/contract/load-document.ts';

type Schema = { [key: string]: Json };

const isSchema = (node: Json): node is Schema => node !== null && typeof node === 'object' && !Array.isArray(node);

const opensItself = (schema: Schema) =>
  'additionalProperties' in schema || 'unevaluatedProperties' in schema || 'patternProperties' in schema;

/** Whether the schema, or the parts of its allOf, lists properties. */
function listsProperties(schema: Schema): boolean {
  if (isSchema(schema.properties ?? null)) return true;
  return Array.isArray(schema.allOf) && schema.allOf.some((part) => isSchema(part) && listsProperties(part));
}

function close(node: Json, partOfAllOf: boolean): Json {
  if (Array.isArray(node)) return node.map((item) => close(item, false));
  if (!isSchema(node)) return node;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'example' || key === 'examples' || key === 'const' || key === 'enum' || key === 'default')
      copy[key] = value;
    else if (key === 'properties' && isSchema(value))
      copy[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, close(schema, false)]));
    else if (key === 'allOf' && Array.isArray(value)) copy[key] = value.map((part) => close(part, true));
    else copy[key] = close(value, false);
  }
  if (!partOfAllOf && !opensItself(node) && listsProperties(node)) copy.unevaluatedProperties = false;
  return copy;
}

const cache = new WeakMap<object, Json>();

/** The closed copy of a schema, made once per schema. */
export function closedSchema(schema: Json): Json {
  if (!isSchema(schema)) return schema;
  let closed = cache.get(schema);
  if (closed === undefined) {
    closed = close(schema, false);
    cache.set(schema, closed);
  }
  return closed;
}
