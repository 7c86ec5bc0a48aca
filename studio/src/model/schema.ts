/**
 * The site-config's JSON Schema (generated from src/config/site-config.schema.ts), which the
 * studio's panels are drawn from: its keys in order, types, choices, limits and descriptions.
 */
import generated from '../../../schema/site-config.schema.json';
import type { KeyPath } from './paths.ts';

export interface SchemaNode {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  description?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: SchemaNode | boolean;
  propertyNames?: SchemaNode;
  items?: SchemaNode;
  enum?: (string | number)[];
  const?: string | number | boolean;
  anyOf?: SchemaNode[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export const siteConfigJsonSchema = generated as SchemaNode;

/** The schema of the value at `path`, or undefined where the schema says nothing. */
export function schemaAt(path: KeyPath, root: SchemaNode = siteConfigJsonSchema): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const key of path) {
    if (!node) return undefined;
    if (typeof key === 'number') node = node.items;
    else if (node.properties?.[key]) node = node.properties[key];
    else node = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
  }
  return node;
}

/** The fixed choices of a value (an enum, or a union of constants), or null. */
export function choicesOf(node: SchemaNode): (string | number)[] | null {
  if (node.enum) return node.enum;
  if (node.anyOf?.every((option) => option.const !== undefined))
    return node.anyOf.map((option) => option.const as string | number);
  return null;
}

/** A key as a label: `copyrightYear` -> `Copyright year`, `requestTimeoutMs` -> `Request timeout (ms)`. */
export function labelOf(key: string | number): string {
  if (typeof key === 'number') return `Item ${key + 1}`;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .replace(/\b(qr|api|url)\b/g, (acronym) => acronym.toUpperCase())
    .replace(/ (ms|px)$/, ' ($1)');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
