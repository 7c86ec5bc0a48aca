/** Reads tests/contract/spec-calls.tsv: the 211 calls of section 7 of the product spec. */
import { readFileSync } from 'node:fs';

export interface SpecCall {
  module: string;
  host: string;
  method: string;
  path: string;
  specName: string;
}

export function readSpecCalls(): SpecCall[] {
  const lines = readFileSync(new URL('./spec-calls.tsv', import.meta.url), 'utf8').split('\n');
  return lines
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('module\t'))
    .map((line) => {
      const [module, host, method, path, specName] = line.split('\t');
      return { module, host, method, path, specName };
    });
}
