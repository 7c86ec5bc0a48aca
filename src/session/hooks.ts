/** React's view of the session: small slices through useSelector, never the whole snapshot. */
import { useSelector } from '@xstate/react';
import { sessionActor } from './session.ts';

export const useSignedIn = (): boolean => useSelector(sessionActor, (s) => s.matches('signedIn'));
export const useSessionUser = () => useSelector(sessionActor, (s) => s.context.user);
export const useSessionStarted = (): boolean => useSelector(sessionActor, (s) => !s.matches('starting'));
export const useLoggedOutHere = (): boolean => useSelector(sessionActor, (s) => s.matches('signedOut') && s.context.endedBy === 'logout');
