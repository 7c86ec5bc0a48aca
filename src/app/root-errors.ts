/**
 * How the React root reports errors it did not let through: a part a FailureBoundary caught, and a
 * render React recovered from. Both go to `reportError`, as an uncaught error would: the full check
 * of the site-config runs (config-guard.ts watches) and monitoring hears of them.
 */

/** A part that failed and shows its own message instead. */
export const reportCaught = (error: unknown): void => reportError(error);

/** React wraps what it met in its minified note (error #520): the error itself is reported. */
export const reportRecovered = (error: unknown): void =>
  reportError(error instanceof Error && error.cause !== undefined ? error.cause : error);
