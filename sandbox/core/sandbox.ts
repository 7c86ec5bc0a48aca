/**
 * The sandbox backend: finds the operation a call names, applies the knobs, checks the call
 * against the contract, runs the module's handler and checks the answer against the contract.
 */
import { findOperation, allOperations, type HostId, type OperationSpec } from '../contract/operations.ts';
import { validateRequest, validateResponse } from '../contract/validate.ts';
import { handlers } from '../modules/index.ts';
import { advanceOrderBooks } from '../modules/order-progress.ts';
import { createSandboxState, type SandboxState } from '../state/index.ts';
import { findCustomerById } from '../state/customers.ts';
import { lookupToken } from '../state/sessions.ts';
import { SandboxFault, codes } from './fault.ts';
import { resetClock } from './clock.ts';
import type { BinaryAnswer, HandlerContext } from './handler.ts';
import { createProviderLog, type ProviderLog } from './provider-log.ts';
import { pageRendererDeviceId } from '../../src/api/device-id.ts';
import {
  createKnobs,
  latencyFor,
  releaseHeld,
  takeForcedCode,
  takeForcedStatus,
  takeLostAnswer,
  takeRefreshFailure,
  type Knobs,
} from './knobs.ts';

export interface SandboxCall {
  host: HostId;
  method: string;
  path: string;
  query?: URLSearchParams;
  /** Header names in lower case. */
  headers?: Record<string, string>;
  body?: unknown;
}

export interface SandboxAnswer {
  status: number;
  contentType: string;
  body: unknown;
  /** The call was carried out but its answer never reaches the caller (the lose-answer knob). */
  lost?: true;
}

export const refreshOperationId = 'customerRefresh';
const languages = ['en', 'fr', 'zh-CN', 'zh-Hant'] as const;

const envelope = (code: number | string, msg: string, data: unknown = null) => ({
  StatusCode: code,
  Msg: msg,
  Data: data,
});
const json = (status: number, body: unknown): SandboxAnswer => ({ status, contentType: 'application/json', body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Sandbox {
  state: SandboxState = createSandboxState();
  knobs: Knobs = createKnobs();
  /** How many calls each operation has answered since the last reset. */
  calls = new Map<string, number>();
  /** Answers that broke the contract: a sandbox bug. Tests assert this stays empty. */
  contractViolations: string[] = [];
  /** A site.json served instead of the file (the site-config knob), as text. */
  siteConfigOverride: string | null = null;
  /** False: npm run serve sends every page as the app's shell, as when the page renderer is down (knob `render`). */
  renderPages = true;
  /** What the stand-in chat and analytics providers received. */
  providers: ProviderLog = createProviderLog();
  /** The reports the stand-in monitoring collector received (site.json's `monitoring` endpoint), as the page sent them. */
  monitoring: Record<string, unknown>[] = [];

  reset(): void {
    resetClock();
    this.siteConfigOverride = null;
    this.renderPages = true;
    this.providers = createProviderLog();
    this.monitoring = [];
    this.state = createSandboxState();
    releaseHeld(this.knobs, null);
    this.knobs = createKnobs();
    this.calls.clear();
    this.contractViolations = [];
  }

  async handle(call: SandboxCall): Promise<SandboxAnswer> {
    const op = findOperation(call.host, call.method, call.path);
    if (!op)
      return json(404, envelope(codes.notFound, `No operation ${call.method} ${call.path} on the ${call.host} host`));
    this.calls.set(op.operationId, (this.calls.get(op.operationId) ?? 0) + 1);
    const delay = latencyFor(this.knobs, op.operationId);
    if (delay > 0) await sleep(delay);
    await this.knobs.held.get(op.operationId)?.released;
    // A faked failure (a forced status or code, a lost answer) is the app's: the page renderer's calls
    // are answered as they are, so a test's knob reaches the browser it is meant for.
    const fromApp = call.headers?.deviceid !== pageRendererDeviceId;
    const lost = fromApp ? takeLostAnswer(this.knobs, op.operationId) : null;
    if (lost && !lost.carriedOut) return { ...json(0, null), lost: true };
    const answer = await this.answer(op, call, fromApp).catch((error: unknown) => {
      if (error instanceof SandboxFault) return this.fault(op, error);
      throw error;
    });
    return lost ? { ...answer, lost: true } : answer;
  }

  private async answer(op: OperationSpec, call: SandboxCall, fromApp: boolean): Promise<SandboxAnswer> {
    const headers = call.headers ?? {};
    const query = call.query ?? new URLSearchParams();
    const forced =
      op.operationId === refreshOperationId
        ? takeRefreshFailure(this.knobs)
        : op.host === 'maintenance' || !fromApp
          ? null
          : takeForcedStatus(this.knobs);
    if (forced) throw forced;
    if (op.host !== 'maintenance' && this.state.maintenance.on)
      throw new SandboxFault(codes.maintenance, 'The exchange is in maintenance');
    const forcedCode = fromApp ? takeForcedCode(this.knobs, op.operationId) : null;
    if (forcedCode) throw forcedCode;

    const checked = validateRequest(op, { query, headers, body: call.body });
    if ('problem' in checked) throw new SandboxFault(codes.badRequest, checked.problem, 400);

    const ctx = this.context(op, headers, checked.query, call.body);
    // Orders fill and plans trigger as the clock moves; every balance and list call sees the same moment.
    advanceOrderBooks(this.state);
    const handler = handlers[op.operationId as keyof typeof handlers] as unknown as (c: typeof ctx) => unknown;
    const data = await handler(ctx);
    if (op.binary) {
      const bin = data as BinaryAnswer;
      return { status: 200, contentType: bin.contentType, body: bin.bytes };
    }
    return this.checked(op, envelope(codes.success, 'success', data ?? null), true, 200);
  }

  private context(
    op: OperationSpec,
    headers: Record<string, string>,
    query: Record<string, unknown>,
    body: unknown,
  ): HandlerContext<unknown> {
    const token = headers.token;
    const found = token ? lookupToken(this.state.core.sessions, token) : null;
    if (op.secured) {
      if (!token) throw new SandboxFault(codes.notLoggedIn, 'Please sign in first');
      if (found && 'problem' in found) {
        if (found.problem === 'expired') throw new SandboxFault(codes.tokenExpired, 'The token has expired');
        throw new SandboxFault(401, 'The token is not valid', 401);
      }
    }
    const session = found && 'session' in found ? found.session : null;
    const language = languages.find((l) => l === headers.languagecode) ?? 'en';
    return {
      body: body as never,
      query: query as never,
      headers,
      language,
      session,
      customer: session ? (findCustomerById(this.state.core.customers, session.customerId) ?? null) : null,
      state: this.state,
    };
  }

  private fault(op: OperationSpec, fault: SandboxFault): SandboxAnswer {
    return this.checked(op, envelope(fault.code, fault.message), false, fault.httpStatus);
  }

  private checked(op: OperationSpec, body: unknown, success: boolean, status: number): SandboxAnswer {
    const problem = validateResponse(op, body, success);
    if (problem) {
      this.contractViolations.push(problem);
      console.error(`sandbox contract violation: ${problem}`);
      return json(500, envelope(500, `The sandbox answer breaks the contract: ${problem}`));
    }
    return json(status, body);
  }

  /** Calls an operation by its id, for tests: `await sandbox.call('customerSignIn', { body })`. */
  async call(
    operationId: string,
    options: { body?: unknown; query?: Record<string, string>; token?: string; language?: string } = {},
  ) {
    const op = allOperations().find((o) => o.operationId === operationId);
    if (!op) throw new Error(`No operation ${operationId}`);
    const headers: Record<string, string> = {};
    if (options.token) headers.token = options.token;
    if (options.language) headers.languagecode = options.language;
    return this.handle({
      host: op.host,
      method: op.method,
      path: op.path,
      query: new URLSearchParams(options.query),
      headers,
      body: options.body,
    });
  }
}
