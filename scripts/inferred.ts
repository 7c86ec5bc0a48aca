/**
 * `npm run contract:inferred`: lists, by module, every operation and property marked
 * x-inferred, i.e. the shapes designed here that the real backend's schema must confirm.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'yaml';

const root = new URL('../schema/openapi/', import.meta.url);

function walk(node: unknown, path: string[], found: string[]) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((item, i) => walk(item, [...path, String(i)], found));
  const record = node as Record<string, unknown>;
  if (record['x-inferred'] === true)
    found.push(
      path
        .filter(
          (p) => !['properties', 'content', 'application/json', 'schema', 'allOf'].includes(p) && !/^\d+$/.test(p),
        )
        .join('.'),
    );
  for (const [key, value] of Object.entries(record)) walk(value, [...path, key], found);
}

let total = 0;
for (const host of ['base', 'futures', 'maintenance']) {
  for (const file of readdirSync(new URL(`${host}/`, root))
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const found: string[] = [];
    walk(parse(readFileSync(new URL(`${host}/${file}`, root), 'utf8')), [], found);
    if (found.length === 0) continue;
    total += found.length;
    console.log(`\n${host}/${file} (${found.length})`);
    for (const item of found) console.log(`  ${item}`);
  }
}
console.log(`\n${total} inferred shapes`);
