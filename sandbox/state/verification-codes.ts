/** Verification codes sent by SMS or mail; the sandbox keeps them readable through its knobs. */
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';

export interface SentCode {
  target: string;
  purpose: string;
  code: string;
  expiresAt: number;
  used: boolean;
}

export interface CodeStore {
  sent: SentCode[];
  lifetimeMs: number;
  /** Each code is six digits; the sandbox draws them from this sequence so runs repeat. */
  next: number;
}

export function createCodeStore(): CodeStore {
  return { sent: [], lifetimeMs: 10 * 60_000, next: 0 };
}

export function sendCode(store: CodeStore, target: string, purpose: string): SentCode {
  const code = String(100000 + ((store.next++ * 7919 + 123456) % 900000));
  const sent = { target: target.toLowerCase(), purpose, code, expiresAt: now() + store.lifetimeMs, used: false };
  store.sent.push(sent);
  return sent;
}

/** The latest code sent to a target for a purpose, or undefined. */
export function latestCode(store: CodeStore, target: string, purpose?: string): SentCode | undefined {
  const t = target.toLowerCase();
  return [...store.sent].reverse().find((c) => c.target === t && (!purpose || c.purpose === purpose));
}

export type CodeCheck = 'ok' | 'wrong' | 'expired';

export function checkCode(store: CodeStore, target: string, purpose: string, code: string): CodeCheck {
  const sent = latestCode(store, target, purpose);
  if (!sent || sent.used || sent.code !== code) return 'wrong';
  if (sent.expiresAt <= now()) return 'expired';
  return 'ok';
}

/** Checks and spends a code, or throws the fault the real backend answers with. */
export function useCode(store: CodeStore, target: string, purpose: string, code: string): void {
  const result = checkCode(store, target, purpose, code);
  if (result === 'wrong') throw new SandboxFault(codes.wrongCode, 'The verification code is wrong');
  if (result === 'expired') throw new SandboxFault(codes.codeExpired, 'The verification code has expired');
  latestCode(store, target, purpose)!.used = true;
}

export function expireAllCodes(store: CodeStore): void {
  for (const c of store.sent) c.expiresAt = now() - 1;
}
