/**
 * `npm run contract:probe -- --base <url> [--futures <url>] [--maintenance <url>] [--token <token>]`:
 * calls every operation the documents mark safe to probe (reads that change nothing) on live hosts
 * and reports, per operation, whether the answer is as documented, and each difference with its
 * path ([docs/contract.md](../docs/contract.md)). Exits 1 when anything differs. The token is never
 * printed: every occurrence of it in the report is hidden.
 */
import { readArgs, usage } from './contract-probe/args.ts';
import { exitCode, hideToken, renderJson, renderTable } from './contract-probe/report.ts';
import { runProbe } from './contract-probe/run.ts';

let args;
try {
  args = readArgs(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
const report = await runProbe(args);
const text = args.json ? renderJson(report) : renderTable(report);
console.log(hideToken(text, args.token));
process.exit(exitCode(report));
