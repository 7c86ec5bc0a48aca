/**
 * A component in its own chunk that renders at once when the chunk is already loaded. A
 * React.lazy component suspends on its first render even then, and React holds the content of a
 * Suspense boundary back for up to 300 ms to reveal boundaries together; a chunk that start-up
 * loaded ahead (`load()`) should show without that wait.
 */
import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export interface SplitComponent {
  (): ReactElement;
  /** Starts loading the chunk (once); the component then renders without suspending. */
  load(): Promise<unknown>;
}

export function splitComponent(load: () => Promise<{ default: ComponentType }>): SplitComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(start);
  const Split = () => createElement(loaded ?? Lazy);
  return Object.assign(Split, { load: start });
}
