/**
 * Resolves in a new task: awaiting it between two pieces of start-up work gives the browser the
 * main thread in between (to paint, or to answer a tap), so neither makes one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
