/** Shortcuts the customer, personal-center and api-keys tests share. */
import { expect } from 'vitest';
import { allOperations } from '../contract/operations.ts';
import type { Sandbox, SandboxAnswer } from '../core/sandbox.ts';
import { findCustomerByAccount, type Customer } from '../state/customers.ts';
import { issueSession } from '../state/sessions.ts';
import { latestCode } from '../state/verification-codes.ts';

export function customerOf(sandbox: Sandbox, account: string): Customer {
  const customer = findCustomerByAccount(sandbox.state.core.customers, account);
  if (!customer) throw new Error(`No seeded customer ${account}`);
  return customer;
}

/** A session of a seeded customer, as if it had signed in. */
export function tokenOf(sandbox: Sandbox, account = 'demo@example.com'): string {
  return issueSession(sandbox.state.core.sessions, customerOf(sandbox, account).UserId).token;
}

/** The last code the sandbox sent to a target (see codeTarget) for a purpose. */
export function sentCode(sandbox: Sandbox, target: string, purpose: string): string {
  const sent = latestCode(sandbox.state.core.codes, target, purpose);
  if (!sent) throw new Error(`No ${purpose} code was sent to ${target}`);
  return sent.code;
}

/** The Data of a success envelope; fails the test on any other answer. */
export function dataOf<T = Record<string, unknown>>(answer: SandboxAnswer): T {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ StatusCode: 200 });
  return (answer.body as { Data: T }).Data;
}

/** The refusal code of an answer, with its HTTP status. */
export function refusal(answer: SandboxAnswer): { status: number; code: unknown; msg: string } {
  const body = answer.body as { StatusCode: unknown; Msg: string };
  return { status: answer.status, code: body.StatusCode, msg: body.Msg };
}

/** A call with headers of its own (DeviceId, ClientType), which Sandbox.call does not set. */
export async function callWithHeaders(sandbox: Sandbox, operationId: string, headers: Record<string, string>, body?: unknown): Promise<SandboxAnswer> {
  const op = allOperations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId}`);
  return sandbox.handle({ host: op.host, method: op.method, path: op.path, headers, body });
}
