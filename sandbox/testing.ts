/**
 * Shortcuts the sandbox's own tests share: a sandbox with a customer signed in, and readers of
 * its answers. Tests sign in by issuing a session directly, so that a test of one module does
 * not depend on the sign-in calls working.
 */
import { expect } from 'vitest';
import { Sandbox, type SandboxAnswer } from './core/sandbox.ts';
import { balanceOf } from './state/balances.ts';
import { demoCustomer, findCustomerByAccount, type Customer } from './state/customers.ts';
import { issueSession } from './state/sessions.ts';

type Answer = Pick<SandboxAnswer, 'body'>;

export function customerOf(sandbox: Sandbox, account: string): Customer {
  const customer = findCustomerByAccount(sandbox.state.core.customers, account);
  if (!customer) throw new Error(`No seeded customer ${account}`);
  return customer;
}

/** A session of a seeded customer, as if it had signed in. */
export function tokenOf(sandbox: Sandbox, account: string = demoCustomer.email): string {
  return issueSession(sandbox.state.core.sessions, customerOf(sandbox, account).UserId).token;
}

/**
 * A fresh sandbox with a seeded customer (the demo customer unless named) signed in, and that
 * customer's spot balance of a coin.
 */
export function signedInSandbox(account: string = demoCustomer.email) {
  const sandbox = new Sandbox();
  const customer = customerOf(sandbox, account);
  const session = issueSession(sandbox.state.core.sessions, customer.UserId);
  const balance = (coin: string) => balanceOf(sandbox.state.core.balances, customer.UserId, coin);
  return { sandbox, token: session.token, customer, session, balance };
}

/** An answer's envelope. */
export const bodyOf = <T = unknown>(answer: Answer) =>
  answer.body as { StatusCode: number | string; Msg: string; Data: T };

/** The Data of an answer, whatever its code: for tests that look at the code themselves. */
export const data = <T = Record<string, unknown>>(answer: Answer): T => bodyOf<T>(answer).Data;

/** The Items of a paged answer. */
export const items = <T = Record<string, unknown>>(answer: Answer): T[] => data<{ Items: T[] }>(answer).Items;

export const codeOf = (answer: Answer): number | string => bodyOf(answer).StatusCode;

export const msgOf = (answer: Answer): string => bodyOf(answer).Msg;

/** The Data of a success envelope; fails the test, showing the answer, on any other. */
export function dataOf<T = Record<string, unknown>>(answer: Answer): T {
  expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ StatusCode: 200 });
  return data<T>(answer);
}
