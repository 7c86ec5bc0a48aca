import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readSpecCalls } from './spec-calls.ts';
import { hostIds, readOperations } from '../../sandbox/contract/operations.ts';

const root = resolve(import.meta.dirname, '../..');

/** The app's own source files (tests left out). */
function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return appFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the app uses every call of the spec', () => {
  it('imports each of the 211 operations somewhere in src/', () => {
    const source = appFiles(join(root, 'src'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const operations = hostIds.flatMap((host) => readOperations(host));
    const unused = operations.filter((op) => !source.includes(`generated/operations/${op.operationId}.ts'`));
    expect(readSpecCalls()).toHaveLength(211);
    expect(unused.map((op) => op.operationId)).toEqual([]);
    expect(`${operations.length - unused.length}/${operations.length}`).toBe('211/211');
  });
});
