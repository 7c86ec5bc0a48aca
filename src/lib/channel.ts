/** A tiny typed publish/subscribe channel, for app-wide effects that cross layers. */
export interface Channel<T> {
  emit(event: T): void;
  subscribe(listener: (event: T) => void): () => void;
}

export function createChannel<T>(): Channel<T> {
  const listeners = new Set<(event: T) => void>();
  return {
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
