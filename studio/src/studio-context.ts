/** What every panel and field reads: the draft, how to edit it, and the check's problems by key path. */
import { createContext, useContext } from 'react';
import type { BrandFolder } from '../../src/config/brand-files.ts';
import type { DraftCheck } from './model/check.ts';
import type { KeyPath } from './model/paths.ts';

export interface StudioState {
  config: unknown;
  edit: (path: KeyPath, value: unknown) => void;
  check: DraftCheck;
  /** The key path of a problem the operator asked to see, until its field has focus. */
  reveal: string | null;
  /** Shows a path of the app in the preview frames. */
  preview: (path: string) => void;
  /** The brand folder beside the file, as the studio's server describes it (null until read). */
  folder: BrandFolder | null;
  /** Reads the brand folder again (after an upload). */
  refreshFolder: () => Promise<void>;
}

export const StudioContext = createContext<StudioState | null>(null);

export function useStudio(): StudioState {
  const state = useContext(StudioContext);
  if (!state) throw new Error('useStudio outside the studio');
  return state;
}
