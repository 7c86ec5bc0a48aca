/** Renders studio fields over a draft held as the studio holds it, for component tests. */
import { useCallback, useMemo, useReducer, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { BrandFolder } from '../../src/config/brand-files.ts';
import { checkDraft } from './model/check.ts';
import { draftReducer, openDraft, type Draft } from './model/draft.ts';
import type { KeyPath } from './model/paths.ts';
import { StudioContext } from './studio-context.ts';

export function renderWithDraft(
  ui: ReactNode,
  config: unknown,
  preview: (path: string) => void = () => {},
  folder: BrandFolder | null = null,
) {
  const seen: { draft: Draft | null } = { draft: null };
  function Harness() {
    const [draft, dispatch] = useReducer(draftReducer, openDraft(config));
    seen.draft = draft;
    const check = useMemo(() => checkDraft(draft.present, folder), [draft.present]);
    const edit = useCallback(
      (path: KeyPath, value: unknown) => dispatch({ type: 'edit', path, value, at: Date.now() }),
      [],
    );
    return (
      <StudioContext.Provider
        value={{ config: draft.present, edit, check, reveal: null, preview, folder, refreshFolder: async () => {} }}
      >
        {ui}
      </StudioContext.Provider>
    );
  }
  const view = render(<Harness />);
  return { ...view, draft: () => seen.draft!.present };
}
