/** The command line of `npm run contract:probe`. */
import { parseArgs } from 'node:util';
import type { HostId } from '../../sandbox/contract/operations.ts';

export interface ProbeArgs {
  hosts: Partial<Record<HostId, string>>;
  token?: string;
  json: boolean;
  /** The report in Markdown, to paste into a ticket. */
  markdown: boolean;
  rate: number;
  timeLimitMs: number;
  callTimeoutMs: number;
}

export const usage = `npm run contract:probe -- --base <url> [--futures <url>] [--maintenance <url>] [--token <token>]
  [--json | --markdown] [--rate <calls per second, 5>] [--time-limit <seconds, 300>] [--timeout <seconds per call, 15>]
The token may also come from the CONTRACT_PROBE_TOKEN environment variable. The probe calls only the operations
that schema/openapi/probe-allowlist.yaml names.`;

function positive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not ${text}`);
  return value;
}

function address(name: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`--${name} must be an http or https address, not ${text}`);
  return text;
}

/** The options, or an Error whose message says what is wrong. */
export function readArgs(argv: string[], env: Record<string, string | undefined> = {}): ProbeArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string' },
      futures: { type: 'string' },
      maintenance: { type: 'string' },
      token: { type: 'string' },
      json: { type: 'boolean', default: false },
      markdown: { type: 'boolean', default: false },
      rate: { type: 'string', default: '5' },
      'time-limit': { type: 'string', default: '300' },
      timeout: { type: 'string', default: '15' },
    },
  });
  const hosts = Object.fromEntries(
    (['base', 'futures', 'maintenance'] as const)
      .map((host) => [host, address(host, values[host])] as const)
      .filter(([, url]) => url !== undefined),
  );
  if (Object.keys(hosts).length === 0) throw new Error('Give at least one host: --base, --futures or --maintenance');
  if (values.json && values.markdown) throw new Error('Give --json or --markdown, not both');
  return {
    hosts,
    token: values.token ?? env.CONTRACT_PROBE_TOKEN,
    json: values.json,
    markdown: values.markdown,
    rate: positive('rate', values.rate),
    timeLimitMs: positive('time-limit', values['time-limit']) * 1000,
    callTimeoutMs: positive('timeout', values.timeout) * 1000,
  };
}
