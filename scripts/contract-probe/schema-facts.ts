/**
 * What a difference's sentence needs from the schema where the validator stopped: the documented
 * type of a field, the values an enum allows, and an example of what a pattern accepts (its
 * schema's `example`), so a report shows a date like 2026-11-19T06:30:00.000Z rather than a regex.
 */
import type { Json } from '../../sandbox/contract/load-document.ts';

type Node = { [key: string]: Json };

const isNode = (value: Json | undefined): value is Node =>
  value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);

/** The segments of a JSON pointer or an Ajv schemaPath (`#/allOf/1/properties/Data`). */
export const pointerSegments = (pointer: string): string[] =>
  pointer
    .replace(/^#/, '')
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));

/** The schema node a schemaPath leads to, the keyword itself left out (`.../Data/required` gives Data's schema). */
export function schemaAt(schema: Json, schemaPath: string): Node | null {
  let node: Json | undefined = schema;
  for (const part of pointerSegments(schemaPath).slice(0, -1))
    node = Array.isArray(node) ? node[Number(part)] : isNode(node) ? node[part] : undefined;
  return isNode(node) ? node : null;
}

/** The JSON types a schema documents, in words the validator uses (`string`, `integer`, `null`...). */
export function typesOf(schema: Json | undefined): string[] {
  if (!isNode(schema)) return [];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type.map(String);
  const choices = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (Array.isArray(choices)) return [...new Set(choices.flatMap((choice) => typesOf(choice)))];
  if (Array.isArray(schema.allOf)) return typesOf(schema.allOf.find((part) => typesOf(part).length > 0));
  if (isNode(schema.properties ?? null)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  if (Array.isArray(schema.enum)) return [...new Set(schema.enum.map(jsonTypeOf))];
  return [];
}

/** The JSON type of a value that came, in the same words. */
export function jsonTypeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Whether a value of the type that came fits the documented types (an integer is a number). */
export const fitsTypes = (documented: string[], came: string): boolean =>
  documented.includes(came) || (came === 'integer' && documented.includes('number'));

/** An example the schema gives of what it accepts, if any. */
export function exampleIn(node: Node | null): string | undefined {
  const example = node?.example ?? (Array.isArray(node?.examples) ? node.examples[0] : undefined);
  return typeof example === 'string' ? example : undefined;
}

/** "a date like 2026-11-19T06:30:00.000Z", "text like 0.5", or the description, or the pattern when nothing better exists. */
export function patternInWords(node: Node | null, pattern: string): string {
  const like = exampleIn(node);
  if (like) return `${/^\d{4}-\d{2}-\d{2}[T ]\d{2}:/.test(like) ? 'a date' : 'text'} like ${like}`;
  if (typeof node?.description === 'string') return `text as described: ${node.description.trim()}`;
  return `text matching ${pattern}`;
}

/** A list of values in words: `open, filled or cancelled`. */
export function valuesInWords(values: Json[]): string {
  const shown = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value)));
  return shown.length < 2 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}`;
}
