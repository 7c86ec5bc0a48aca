/** Ctrl+Z (⌘Z) undoes the last edit anywhere in the studio; Ctrl+Shift+Z or Ctrl+Y redoes it. */
import { useEffect, type Dispatch } from 'react';
import type { DraftAction } from './model/draft.ts';

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
