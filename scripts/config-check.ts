/**
 * `npm run config:check [file]`: checks a site-config (default site-config/site.json) and lists
 * every problem with its key path; exits 1 when there is any.
 */
import { readFileSync } from 'node:fs';
import { checkSiteConfigText } from '../src/config/check-site-config.ts';

const file = process.argv[2] ?? 'site-config/site.json';
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch {
  console.error(`${file}: cannot be read`);
  process.exit(1);
}

const result = checkSiteConfigText(text);
const problems = result.ok ? [] : result.problems;

if (problems.length === 0) {
  console.log(`${file}: OK`);
} else {
  console.error(`${file}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const p of problems) console.error(`  ${p.path}: ${p.message}`);
  process.exit(1);
}
