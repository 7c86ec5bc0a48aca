/** The studio's window-wide keys and guards. */
import { useEffect, type Dispatch } from 'react';
import type { DraftAction } from './model/draft.ts';

/** Ctrl+Z (⌘Z) undoes the last edit anywhere in the studio; Ctrl+Shift+Z or Ctrl+Y redoes it. */
export function useUndoKeys(dispatch: Dispatch<DraftAction>): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch]);
}

/** The browser asks before leaving (or reloading) the studio while the draft has unsaved changes. */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onLeave = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [dirty]);
}
