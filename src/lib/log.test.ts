// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, setLogSink, type LogEntry } from './log.ts';

describe('log', () => {
  afterEach(() => setLogSink(null));

  it('hands entries to the sink a test installs', () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    log.warn('call /x failed', { kind: 'network' });
    expect(entries).toEqual([{ level: 'warn', message: 'call /x failed', detail: { kind: 'network' } }]);
  });

  it('writes to the console by default', () => {
    setLogSink(null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    log.warn('A call timed out');
    expect(warn).toHaveBeenCalledWith('A call timed out');
    warn.mockRestore();
  });
});
