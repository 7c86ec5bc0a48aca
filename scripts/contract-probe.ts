/**
 * `npm run contract:probe -- --base <url> [--futures <url>] [--maintenance <url>] [--token <token>]`:
 * calls every operation the documents mark safe to probe (reads that change nothing) on live hosts
 * and reports, per operation, whether the answer is as documented, and each difference with its
 * path ([docs/contract.md](../docs/contract.md)). Exits 1 when anything differs. The token is never
 * printed: every occurrence of it in the report is hidden.
 */
import { readArgs, usage } from './contract-probe/args.ts';
import { reviewProblems } from './contract-probe/operations.ts';
import { exitCode, hideToken, renderJson, renderTable } from './contract-probe/report.ts';
import { runProbe } from './contract-probe/run.ts';

let args;
try {
  args = readArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
// Nothing is called while the documents' marks and the reviewed list disagree: a reviewer has to settle it first.
const problems = reviewProblems();
if (problems.length > 0) {
  console.error(
    `The reviewed list of what the probe calls needs attention:\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
  process.exit(2);
}
const report = await runProbe(args);
const text = args.json ? renderJson(report) : renderTable(report);
console.log(hideToken(text, args.token));
process.exit(exitCode(report));
