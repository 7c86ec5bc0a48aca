/**
 * A component in its own chunk that renders at once when the chunk is already loaded. A
 * React.lazy component suspends on its first render even then, and React holds the content of a
 * Suspense boundary back for up to 300 ms to reveal boundaries together; a chunk that start-up
 * loaded ahead (`load()`) should show without that wait. A chunk that could not load (a lost
 * connection) fails where it is drawn, and is asked for again after `retry()`.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export interface SplitComponent<P extends object = object> {
  (props: P): ReactElement;
  /** Starts loading the chunk (once, unless that failed); the component then renders without suspending. */
  load(): Promise<unknown>;
  /** After the chunk could not load: the next render asks for it again (React.lazy keeps a failure for good). */
  retry(): void;
}

export function splitComponent<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): SplitComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  let Lazy = lazy(start);
  const retry = () => {
    if (!loaded) Lazy = lazy(start);
  };
  const Split = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Split, { load: start, retry });
}
