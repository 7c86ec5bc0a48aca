/**
 * Puts an `example` into a media-type object of an OpenAPI YAML file, as text, so the rest of
 * the file (comments, flow lists, folded descriptions) stays exactly as written. The example
 * goes right after the media type's `schema`, replacing an earlier one.
 */
import { isMap, isScalar, parseDocument, stringify, type Pair, type YAMLMap } from 'yaml';

type Range = [number, number, number];

function mediaType(text: string, path: string[]): YAMLMap {
  const node = parseDocument(text).getIn(path, true);
  if (!isMap(node)) throw new Error(`No media type at ${path.join(' > ')}`);
  return node;
}

const pairNamed = (map: YAMLMap, key: string) =>
  map.items.find((pair) => isScalar(pair.key) && pair.key.value === key) as
    Pair<{ range: Range }, { range: Range }> | undefined;

/** The offset just past the line on which `offset` lies (or `offset` when it starts a line). */
function nextLineStart(text: string, offset: number): number {
  if (offset > 0 && text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline < 0 ? text.length : newline + 1;
}

/**
 * The example as YAML lines indented to sit beside `schema`. Written for YAML 1.1 readers too:
 * texts such as dates, "yes" or "0123" are quoted, so no tool reads them as anything but text.
 */
export function exampleText(example: unknown, indent: number): string {
  const yaml = stringify(
    { example },
    { version: '1.1', lineWidth: 0, flowCollectionPadding: false, aliasDuplicateObjects: false },
  );
  return yaml
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `${' '.repeat(indent)}${line}\n`)
    .join('');
}

export function withExample(text: string, path: string[], example: unknown): string {
  let current = text;
  const old = pairNamed(mediaType(current, path), 'example');
  if (old) {
    const start = current.lastIndexOf('\n', old.key!.range[0]) + 1;
    current = current.slice(0, start) + current.slice(nextLineStart(current, old.value!.range[1]));
  }
  const schema = pairNamed(mediaType(current, path), 'schema');
  if (!schema) throw new Error(`No schema at ${path.join(' > ')}`);
  const keyStart = schema.key!.range[0];
  const indent = keyStart - (current.lastIndexOf('\n', keyStart) + 1);
  const at = nextLineStart(current, schema.value!.range[1]);
  return current.slice(0, at) + exampleText(example, indent) + current.slice(at);
}
