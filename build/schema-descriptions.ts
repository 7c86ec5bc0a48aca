/**
 * Vite plugin: leaves the site-config schema's descriptions out of the browser bundle. They are
 * for operators' editors (npm run generate writes them into schema/site-config.schema.json); the
 * app reports problems in its own words (src/config/check-site-config.ts). Every
 * `describe(schema, text)` call of src/config/site-config.schema.ts becomes `schema`.
 */
import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && typeof (value as Node).type === 'string';

function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* nodes(item);
    if (isNode(value)) yield* nodes(value);
  }
}

/** The code with each call of `name(first, ...rest)` replaced by `first`. */
export function keepFirstArgument(code: string, name: string): string {
  const cuts: [number, number][] = [];
  for (const node of nodes(parseAst(code) as unknown as Node)) {
    const callee = node.callee as Node | undefined;
    const args = node.arguments as Node[] | undefined;
    if (node.type !== 'CallExpression' || callee?.type !== 'Identifier' || callee.name !== name || !args?.length)
      continue;
    // Calls nested in the first argument lie inside it, so the cuts never overlap.
    cuts.push([node.start, args[0].start], [args[0].end, node.end]);
  }
  cuts.sort((a, b) => b[0] - a[0]);
  return cuts.reduce((text, [from, to]) => text.slice(0, from) + text.slice(to), code);
}

export function schemaDescriptions(schemaFile = '/src/config/site-config.schema.ts'): Plugin {
  return {
    name: 'exchange-web:schema-descriptions',
    apply: 'build',
    // After the TypeScript transform: the code is JavaScript by then.
    transform(code, id) {
      if (!id.split('?')[0].endsWith(schemaFile)) return null;
      return { code: keepFirstArgument(code, 'describe'), map: null };
    },
  };
}
