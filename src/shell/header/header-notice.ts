/** The header's short messages (a currency switched, a logout that failed), read by its live regions. */
import { useSyncExternalStore } from 'react';

export interface Notice {
  text: string;
  /** 'status' is read politely; 'alert' interrupts (something failed). */
  tone: 'status' | 'alert';
  serial: number;
}

let current: Notice | null = null;
let serial = 0;
const listeners = new Set<() => void>();

export function notify(text: string, tone: Notice['tone'] = 'status'): void {
  serial += 1;
  current = { text, tone, serial };
  listeners.forEach((l) => l());
}

export function clearNotice(shown: number): void {
  if (current?.serial !== shown) return;
  current = null;
  listeners.forEach((l) => l());
}

export const useNotice = (): Notice | null =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
