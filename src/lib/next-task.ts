/**
 * Resolves in a new task: awaiting it between two pieces of start-up work gives the browser the
 * main thread in between (to paint, or to answer a tap), so neither makes one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const waiting: (() => void)[] = [];
let channel: MessageChannel | null = null;

/**
 * Runs `work` soon, in a task of its own: pieces of work started together (each row of a list
 * asking for its data as it mounts) then make several short tasks rather than one long one.
 * A message, unlike a timer, is not held back in a hidden tab.
 */
export function inOwnTask<T>(work: () => T | Promise<T>): Promise<T> {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  const port = channel.port2;
  return new Promise<T>((resolve, reject) => {
    waiting.push(() => {
      try {
        resolve(work());
      } catch (error) {
        reject(error);
      }
    });
    port.postMessage(null);
  });
}
