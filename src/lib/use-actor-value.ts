/**
 * One value of a long-lived actor (the session, maintenance) for a component, through React's own
 * useSyncExternalStore: the component renders again only when that value changes (by identity),
 * so the selector must give a primitive or a reference the actor keeps (a context field). It keeps
 * @xstate/react and its selector shim out of the start-up chunk; pages with flows of their own use
 * @xstate/react.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useActorValue<A extends AnyActorRef, T>(actor: A, select: (snapshot: SnapshotFrom<A>) => T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const current = () => select(actor.getSnapshot() as SnapshotFrom<A>);
  return useSyncExternalStore(subscribe, current, current);
}
