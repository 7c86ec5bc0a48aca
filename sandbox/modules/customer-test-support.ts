/** Shortcuts the customer, personal-center and api-keys tests share. */
import { allOperations } from '../contract/operations.ts';
import type { Sandbox, SandboxAnswer } from '../core/sandbox.ts';
import { latestCode } from '../state/verification-codes.ts';

/** The last code the sandbox sent to a target (see codeTarget) for a purpose. */
export function sentCode(sandbox: Sandbox, target: string, purpose: string): string {
  const sent = latestCode(sandbox.state.core.codes, target, purpose);
  if (!sent) throw new Error(`No ${purpose} code was sent to ${target}`);
  return sent.code;
}

/** The refusal code of an answer, with its HTTP status. */
export function refusal(answer: SandboxAnswer): { status: number; code: unknown; msg: string } {
  const body = answer.body as { StatusCode: unknown; Msg: string };
  return { status: answer.status, code: body.StatusCode, msg: body.Msg };
}

/** A call with headers of its own (DeviceId, ClientType), which Sandbox.call does not set. */
export async function callWithHeaders(
  sandbox: Sandbox,
  operationId: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<SandboxAnswer> {
  const op = allOperations().find((o) => o.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId}`);
  return sandbox.handle({ host: op.host, method: op.method, path: op.path, headers, body });
}
