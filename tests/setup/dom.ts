/** Component tests: jest-dom matchers, the sandbox answering every call through msw, and calls timing out as in a browser. */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { mutate } from 'swr';
import { Sandbox } from '../../sandbox/core/sandbox.ts';
import { hold, releaseHeld } from '../../sandbox/core/knobs.ts';
import { sandboxHandlers } from '../../sandbox/msw.ts';
import { setLogSink, type LogEntry } from '../../src/lib/log.ts';
import { loadMoneyReview } from '../../src/money-action/MoneyReview.tsx';
import './abort-signal.ts';

// A find waits up to 5 s, not Testing Library's 1 s: the suite shares two cores with other work,
// and an answer a little over a second late there is not a failing page. A passing find returns at once.
configure({ asyncUtilTimeout: 5000 });

export const sandbox = new Sandbox();
export const server = setupServer(...sandboxHandlers(sandbox));

/**
 * Holds the answers of `operationId` until the returned function is called: a test looks at the page
 * while the answer is on its way (a loading state, a busy button), then lets it come.
 */
export function holdAnswers(operationId: string): () => void {
  hold(sandbox.knobs, operationId);
  return () => releaseHeld(sandbox.knobs, operationId);
}

/**
 * The next call of `operationId` gets no answer (the fetch fails as on a dropped connection): a call that
 * left and got no answer, at once, without waiting out a timeout. `carriedOut`: it took effect first.
 */
export function loseAnswer(operationId: string, { count = 1, carriedOut = false } = {}): void {
  sandbox.knobs.lostAnswers.set(operationId, { remaining: count, carriedOut });
}

/**
 * What the app logged during the current test (failed calls, timeouts). Nothing is printed: a test
 * that expects a log entry asserts it here.
 */
export const logged: LogEntry[] = [];
setLogSink((entry) => logged.push(entry));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Reading and indexing the contract takes a moment; pay it once, before any test's timers run.
  await sandbox.call('maintainCheckMaintain');
  // A page idle for a moment has its money review's dialog (MoneyReview.test.tsx shows one that has not).
  await loadMoneyReview();
});
afterEach(async () => {
  cleanup();
  // Tests that share the app-wide cache (what start-up asks for early) leave nothing for the next one.
  await mutate(() => true, undefined, { revalidate: false });
  logged.length = 0;
  expect(sandbox.contractViolations, 'the sandbox answered outside the contract').toEqual([]);
  sandbox.reset();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// The next test file in this worker starts as if alone: the app's and the sandbox's modules are evaluated
// afresh (no store of this file's left), with no spy, stubbed global or fake clock of this one; the libraries
// (React, msw, jsdom...) stay loaded, which is what the dom project's shared worker saves.
afterAll(() => {
  server.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

// In a browser the window's width changes with a resize, which fires its event (the app reads the
// width again only then); a test that sets the width gets the same.
let windowWidthNow = window.innerWidth;
Object.defineProperty(window, 'innerWidth', {
  configurable: true,
  get: () => windowWidthNow,
  set: (width: number) => {
    windowWidthNow = width;
    window.dispatchEvent(new Event('resize'));
  },
});

// jsdom has no modal dialogs; these stand-ins open and close <dialog> as a browser would.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
