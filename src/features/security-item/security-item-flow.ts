/**
 * The flow's actor for the page and its screens (created when the page mounts, gone when it
 * unmounts: progress lives in memory only). Tests hand the Provider a machine with fakes.
 */
import { createActorContext } from '@xstate/react';
import { securityItemMachine, type SecurityItemSnapshot } from './security-item-machine.ts';

export const SecurityItemFlow = createActorContext(securityItemMachine);

/** The screen the flow shows: the leaf state, e.g. "firstStep.proving". */
export function screenOf(snapshot: SecurityItemSnapshot): string {
  const [step, screen] = Object.entries(snapshot.value)[0];
  return `${step}.${screen}`;
}

export const useScreen = () => SecurityItemFlow.useSelector(screenOf);
export const useFlowContext = <T>(pick: (context: SecurityItemSnapshot['context']) => T) =>
  SecurityItemFlow.useSelector((s) => pick(s.context));
