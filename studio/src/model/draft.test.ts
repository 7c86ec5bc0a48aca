import { describe, expect, it } from 'vitest';
import { draftReducer, openDraft, typingPause, type Draft, type DraftAction } from './draft.ts';

const run = (draft: Draft, ...actions: DraftAction[]) => actions.reduce(draftReducer, draft);
const start = { brand: { name: 'Lumen', colors: { primary: '#1d4ed8' } }, features: { flashPair: false } };

describe('the draft and its history', () => {
  it('undoes and redoes each edit, leaving the opened config untouched', () => {
    const edited = run(
      openDraft(start),
      { type: 'edit', path: ['brand', 'name'], value: 'Orchid', at: 0 },
      { type: 'edit', path: ['features', 'flashPair'], value: true, at: 10 },
    );
    expect(edited.present).toEqual({
      brand: { name: 'Orchid', colors: { primary: '#1d4ed8' } },
      features: { flashPair: true },
    });
    expect(start.brand.name).toBe('Lumen');
    const undone = run(edited, { type: 'undo' });
    expect(undone.present).toEqual({ ...start, brand: { ...start.brand, name: 'Orchid' } });
    expect(run(undone, { type: 'undo' }).present).toEqual(start);
    expect(run(undone, { type: 'redo' }).present).toEqual(edited.present);
  });

  it('makes one step of typing into one field, and a new step after a pause or in another field', () => {
    const typed = run(
      openDraft(start),
      { type: 'edit', path: ['brand', 'name'], value: 'O', at: 0 },
      { type: 'edit', path: ['brand', 'name'], value: 'Or', at: 200 },
      { type: 'edit', path: ['brand', 'name'], value: 'Orc', at: 400 },
    );
    expect(typed.past).toHaveLength(1);
    expect(run(typed, { type: 'undo' }).present).toEqual(start);
    const paused = run(typed, { type: 'edit', path: ['brand', 'name'], value: 'Orch', at: 400 + typingPause });
    expect(paused.past).toHaveLength(2);
    const elsewhere = run(typed, { type: 'edit', path: ['brand', 'colors', 'primary'], value: '#7c3aed', at: 500 });
    expect(elsewhere.past).toHaveLength(2);
  });

  it('forgets what could be redone once something new is edited', () => {
    const draft = run(
      openDraft(start),
      { type: 'edit', path: ['brand', 'name'], value: 'A', at: 0 },
      { type: 'undo' },
      { type: 'edit', path: ['features', 'flashPair'], value: true, at: 5000 },
    );
    expect(draft.future).toEqual([]);
    expect(run(draft, { type: 'redo' })).toBe(draft);
  });

  it('removes a key set to undefined and does nothing to undo or redo at either end', () => {
    const draft = run(openDraft(start), {
      type: 'edit',
      path: ['brand', 'colors', 'primary'],
      value: undefined,
      at: 0,
    });
    expect(draft.present).toEqual({ ...start, brand: { name: 'Lumen', colors: {} } });
    const opened = openDraft(start);
    expect(run(opened, { type: 'undo' })).toBe(opened);
    expect(run(opened, { type: 'redo' })).toBe(opened);
  });
});
