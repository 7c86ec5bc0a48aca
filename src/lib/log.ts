/**
 * The app's log (calls that failed, timeouts). It writes to the console; tests hand it a sink of
 * their own and assert the entries they expect instead of printing them.
 */
export interface LogEntry {
  level: 'warn' | 'error';
  message: string;
  detail?: unknown;
}

export type LogSink = (entry: LogEntry) => void;

const toConsole: LogSink = ({ level, message, detail }) =>
  detail === undefined ? console[level](message) : console[level](message, detail);

let sink: LogSink = toConsole;

export const log = {
  warn: (message: string, detail?: unknown): void => sink({ level: 'warn', message, detail }),
  error: (message: string, detail?: unknown): void => sink({ level: 'error', message, detail }),
};

/** Replaces where log entries go; null restores the console. */
export function setLogSink(next: LogSink | null): void {
  sink = next ?? toConsole;
}
