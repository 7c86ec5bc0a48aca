/**
 * `npm run config:check [file]`: checks a site-config (default site-config/site.json) and the files
 * it names in its brand folder (brand/ beside it), and lists every error and warning with its key
 * path; exits 1 when there is an error (warnings alone pass).
 */
import { readFileSync } from 'node:fs';
import { checkSiteConfigFile } from '../deploy/brand-folder.ts';

const file = process.argv[2] ?? 'site-config/site.json';
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  console.error(`${file}: cannot be read`);
  process.exit(1);
}

const result = checkSiteConfigFile(file, text);
const problems = result.ok ? [] : result.problems;
const warnings = result.warnings ?? [];
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

if (problems.length > 0) {
  console.error(`${file}: ${count(problems.length, 'problem')}`);
  for (const p of problems) console.error(`  ${p.path}: ${p.message}`);
}
if (warnings.length > 0) {
  console.error(`${file}: ${count(warnings.length, 'warning')} (the page works, but would look wrong)`);
  for (const w of warnings) console.error(`  ${w.path}: ${w.message}`);
}
if (problems.length > 0) process.exit(1);
console.log(`${file}: OK${warnings.length > 0 ? `, with ${count(warnings.length, 'warning')}` : ''}`);
