/**
 * Rebuilds every derived file from its source (`npm run generate`), or with
 * `--check` reports the ones that are stale and exits 1 (run by `npm test`).
 */
import { readFile, writeFile, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { derivedFiles, operationsFolder } from './derived-files.ts';

const check = process.argv.includes('--check');
const root = new URL('..', import.meta.url);

const stale: string[] = [];
for (const file of derivedFiles) {
  const target = new URL(file.path, root);
  const wanted = await file.build();
  const current = await readFile(target, 'utf8').catch(() => null);
  if (current === wanted) continue;
  if (check) {
    stale.push(file.path);
  } else {
    await mkdir(dirname(target.pathname), { recursive: true });
    await writeFile(target, wanted);
    console.log(`wrote ${relative(process.cwd(), target.pathname)}`);
  }
}

// A file of the operations folder that no operation derives any more (a renamed or removed call).
const wanted = new Set(derivedFiles.map((file) => file.path));
const present = await readdir(new URL(`${operationsFolder}/`, root)).catch(() => [] as string[]);
for (const name of present) {
  const path = `${operationsFolder}/${name}`;
  if (wanted.has(path)) continue;
  if (check) stale.push(path);
  else {
    await rm(new URL(path, root));
    console.log(`removed ${path}`);
  }
}

if (check && stale.length > 0) {
  console.error(`Stale generated files (run npm run generate): ${stale.join(', ')}`);
  process.exit(1);
}
if (check) console.log(`generated files are fresh (${derivedFiles.length} checked)`);
