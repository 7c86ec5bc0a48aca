/**
 * `npm run config:check [file ...]`: checks each site-config named (default site-config/site.json)
 * and the files it names in its brand folder (brand/ beside it), and lists every error and warning
 * with its key path under the file's name; exits 1 when any file has an error (warnings alone pass).
 */
import { readFileSync } from 'node:fs';
import { checkSiteConfigFile } from '../deploy/brand-folder.ts';

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** Checks one file and prints what it found; false when it has an error. */
function check(file: string): boolean {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    console.error(`${file}: cannot be read`);
    return false;
  }
  const result = checkSiteConfigFile(file, text);
  const problems = result.ok ? [] : result.problems;
  const warnings = result.warnings ?? [];
  if (problems.length > 0) {
    console.error(`${file}: ${count(problems.length, 'problem')}`);
    for (const p of problems) console.error(`  ${p.path}: ${p.message}`);
  }
  if (warnings.length > 0) {
    console.error(`${file}: ${count(warnings.length, 'warning')} (the page works, but would look wrong)`);
    for (const w of warnings) console.error(`  ${w.path}: ${w.message}`);
  }
  if (problems.length > 0) return false;
  console.log(`${file}: OK${warnings.length > 0 ? `, with ${count(warnings.length, 'warning')}` : ''}`);
  return true;
}

const files = process.argv.length > 2 ? process.argv.slice(2) : ['site-config/site.json'];
const passed = files.map(check);
if (passed.includes(false)) process.exit(1);
