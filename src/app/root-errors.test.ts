import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaught, reportRecovered } from './root-errors.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the errors the React root reports', () => {
  it('are the error React recovered from, not its note, and a caught part as it is', () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const met = new TypeError("Cannot read properties of undefined (reading 'Title')");
    reportRecovered(new Error('Minified React error #520', { cause: met }));
    reportRecovered('a thrown text');
    const chunk = new TypeError('Failed to fetch dynamically imported module');
    reportCaught(chunk);
    expect(reported.mock.calls).toEqual([[met], ['a thrown text'], [chunk]]);
  });
});
