/**
 * React 18 and later have useSyncExternalStore: the package's shim (which SWR and @xstate/react
 * import for older Reacts) would only add its fallback to the start-up chunk.
 */
export { useSyncExternalStore } from 'react';
