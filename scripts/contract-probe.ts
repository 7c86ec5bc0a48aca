/**
 * `npm run contract:probe -- --base <url> [--futures <url>] [--maintenance <url>] [--token <token>]`:
 * calls every operation of the reviewed list (schema/openapi/probe-allowlist.yaml: reads that change
 * nothing, each marked safe to probe in its document too) on live hosts and reports, per operation,
 * each difference from its document in words, with the request to replay it
 * ([docs/contract.md](../docs/contract.md)); `--json` for tools, `--markdown` for a ticket. Exits 1
 * when anything differs, 2 when the reviewed list and the marks disagree. The token is never
 * printed: every occurrence of it in the report is hidden.
 */
import { readArgs, usage } from './contract-probe/args.ts';
import { reviewProblems } from './contract-probe/operations.ts';
import { renderMarkdown } from './contract-probe/markdown.ts';
import { exitCode, hideToken, renderJson, renderText } from './contract-probe/report.ts';
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
const text = args.json ? renderJson(report) : args.markdown ? renderMarkdown(report) : renderText(report);
console.log(hideToken(text, args.token));
process.exit(exitCode(report));
