/**
 * Runs `task` once what is rendered now is on screen: in a task queued from the next frame's
 * animation callback, which runs behind that frame's paint. Returns the cancel. Work that would
 * only share the network or the main thread with that frame waits for it so.
 */
export function afterFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
