/**
 * A stand-in for IntersectionObserver in component tests: install it with `vi.stubGlobal`, then
 * bring an observed element near the screen (or not) by hand.
 */
type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

export interface WatchRecord {
  callback: Callback;
  margin?: string;
  observed: Element[];
  disconnected: boolean;
}

/** Every observer made since the last `forgetWatchers()`, oldest first. */
export const watchers: WatchRecord[] = [];

export class FakeIntersectionObserver {
  private readonly record: WatchRecord;
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, margin: options?.rootMargin, observed: [], disconnected: false };
    watchers.push(this.record);
  }
  observe(element: Element) {
    this.record.observed.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

/** Tells the live observers watching `element` that it has come near the screen. */
export function comeNear(element: Element): void {
  for (const watcher of watchers)
    if (!watcher.disconnected && watcher.observed.includes(element))
      watcher.callback([{ isIntersecting: true, target: element }]);
}

export function forgetWatchers(): void {
  watchers.length = 0;
}
