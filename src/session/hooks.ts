/** React's view of the session: small slices, never the whole snapshot. */
import { useActorValue } from '../lib/use-actor-value.ts';
import { isLoggingOut, sessionActor } from './session.ts';

export const useSignedIn = (): boolean => useActorValue(sessionActor, (s) => s.matches('signedIn'));
export const useSessionUser = () => useActorValue(sessionActor, (s) => s.context.user);
export const useSessionStarted = (): boolean => useActorValue(sessionActor, (s) => !s.matches('starting'));
export const useLoggedOutHere = (): boolean =>
  useActorValue(sessionActor, (s) => s.matches('signedOut') && s.context.endedBy === 'logout');
/** Signed in and staying so: not on the way to the login page after logging out. */
export const useSignedInToStay = (): boolean => useSignedIn() && !isLoggingOut();
