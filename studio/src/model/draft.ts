/**
 * The draft site-config and its history. Each edit is one step to undo, except that typing into
 * one field within a second makes one step, not one per key.
 */
import { setAt, pathKey, type KeyPath } from './paths.ts';

export interface Draft {
  past: unknown[];
  present: unknown;
  future: unknown[];
  /** The field last typed into and when, so the next keys there join its step. */
  lastEdit: { key: string; at: number } | null;
}

export type DraftAction =
  | { type: 'edit'; path: KeyPath; value: unknown; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'open'; config: unknown };

export const typingPause = 1000;

export const openDraft = (config: unknown): Draft => ({ past: [], present: config, future: [], lastEdit: null });

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'open':
      return openDraft(action.config);
    case 'edit': {
      const present = setAt(draft.present, action.path, action.value);
      const key = pathKey(action.path);
      const sameStep = draft.lastEdit?.key === key && action.at - draft.lastEdit.at < typingPause;
      return {
        past: sameStep ? draft.past : [...draft.past, draft.present],
        present,
        future: [],
        lastEdit: { key, at: action.at },
      };
    }
    case 'undo':
      if (draft.past.length === 0) return draft;
      return {
        past: draft.past.slice(0, -1),
        present: draft.past.at(-1),
        future: [draft.present, ...draft.future],
        lastEdit: null,
      };
    case 'redo':
      if (draft.future.length === 0) return draft;
      return {
        past: [...draft.past, draft.present],
        present: draft.future[0],
        future: draft.future.slice(1),
        lastEdit: null,
      };
  }
}
