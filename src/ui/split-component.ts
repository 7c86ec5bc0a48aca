/**
 * A component in its own chunk that renders at once when the chunk is already loaded. A
 * React.lazy component suspends on its first render even then, and React holds the content of a
 * Suspense boundary back for up to 300 ms to reveal boundaries together; a chunk that start-up
 * loaded ahead (`load()`) should show without that wait.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export interface SplitComponent<P extends object = object> {
  (props: P): ReactElement;
  /** Starts loading the chunk (once); the component then renders without suspending. */
  load(): Promise<unknown>;
}

export function splitComponent<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): SplitComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  const Split = (props: P) => createElement(loaded ?? Lazy, props);
  return Object.assign(Split, { load: start });
}
