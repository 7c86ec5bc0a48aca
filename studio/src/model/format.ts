/**
 * The text the studio saves: `$schema` first, keys in a stable order (the file's own order, then
 * new keys in the schema's order), two-space JSON and a trailing newline, so a save changes only
 * the lines of the edits.
 */
import { siteConfigJsonSchema, type SchemaNode } from './schema.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function orderKeys(value: unknown, reference: unknown, schema: SchemaNode | undefined): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => orderKeys(item, Array.isArray(reference) ? reference[i] : undefined, schema?.items));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  const order = [
    ...(keys.includes('$schema') ? ['$schema'] : []),
    ...Object.keys(isObject(reference) ? reference : {}),
    ...Object.keys(schema?.properties ?? {}),
    ...keys,
  ];
  const ordered: Record<string, unknown> = {};
  for (const key of order) {
    if (key in ordered || !(key in value)) continue;
    const child =
      schema?.properties?.[key] ??
      (typeof schema?.additionalProperties === 'object' ? schema.additionalProperties : undefined);
    ordered[key] = orderKeys(value[key], isObject(reference) ? reference[key] : undefined, child);
  }
  return ordered;
}

/** The file's text for `draft`, ordered like `onDisk` (the file as last read). */
export function siteConfigText(draft: unknown, onDisk: unknown): string {
  return `${JSON.stringify(orderKeys(draft, onDisk, siteConfigJsonSchema), null, 2)}\n`;
}
