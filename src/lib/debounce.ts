/** Trailing-edge debounce; the spec's default wait is 500 ms (section 9). */

export const defaultDebounceMs = 500;

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops the pending call, if any. */
  cancel(): void;
  /** Makes the pending call now, if any, with the latest arguments. */
  flush(): void;
}

/** Calls `fn` once calls have stopped for `waitMs`, with the arguments of the latest call. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number = defaultDebounceMs,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingArgs: Args | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pendingArgs = undefined;
  };
  const flush = () => {
    const args = pendingArgs;
    cancel();
    if (args) fn(...args);
  };
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    pendingArgs = args;
    timer = setTimeout(flush, waitMs);
  };
  return Object.assign(debounced, { cancel, flush });
}
