/**
 * Whether this render is the browser's own: false on the server and while the browser takes over
 * what the server drew (it must draw the same), true from the render right after that, and at once
 * for a page the browser draws itself. For what the first screen does without, such as the
 * pictures of a carousel's later slides, which would share the network with the app's code.
 */
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

export const useInBrowser = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
