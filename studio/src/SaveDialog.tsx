/** Before saving: the draft against the file on disk as it is now, key path by key path. */
import { useEffect, useRef } from 'react';
import type { Change } from './model/diff.ts';

interface Props {
  file: string;
  changes: Change[] | null;
  saving: boolean;
  onSave: () => void;
  onClose: () => void;
}

const shown = (value: unknown) => (value === undefined ? '' : JSON.stringify(value));
/** A row's value: a move's places are words ("3rd"), every other value JSON as the file has it. */
const valueOf = (change: Change, value: unknown) => (change.kind === 'moved' ? String(value) : shown(value));
/** A row's key: the item as its panel names it, then the key path, as the problem list names them. */
const keyOf = (change: Change) => (change.what ? `${change.what} (${change.path})` : change.path);

export function SaveDialog({ file, changes, saving, onSave, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (changes && element && !element.open) element.showModal();
    if (!changes && element?.open) element.close();
  }, [changes]);
  return (
    <dialog ref={dialog} className="save-dialog" aria-labelledby="save-title" onClose={onClose}>
      <h2 id="save-title">Save {file}</h2>
      {changes && changes.length === 0 ? (
        <p>The draft is the same as the file on disk: nothing to save.</p>
      ) : (
        <>
          <p>
            {changes?.length} change{changes?.length === 1 ? '' : 's'} against the file on disk:
          </p>
          <table className="diff">
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">On disk</th>
                <th scope="col">Draft</th>
              </tr>
            </thead>
            <tbody>
              {changes?.map((change) => (
                <tr key={`${change.kind} ${change.path}`} className={`diff--${change.kind}`}>
                  <th scope="row">{keyOf(change)}</th>
                  <td>{change.kind === 'added' ? '(not set)' : valueOf(change, change.before)}</td>
                  <td>{change.kind === 'removed' ? '(removed)' : valueOf(change, change.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <div className="save-dialog__actions">
        <button type="button" className="secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" disabled={saving || !changes || changes.length === 0} onClick={onSave}>
          Write the file
        </button>
      </div>
    </dialog>
  );
}
