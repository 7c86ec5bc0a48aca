/** The studio's top bar: the file, Undo and Redo, Download and Save (both only for a draft that passes). */
interface Props {
  file: string;
  dirty: boolean;
  status: string;
  canUndo: boolean;
  canRedo: boolean;
  valid: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** The text a save would write. */
  download: () => string;
  onSave: () => void;
}

function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function StudioBar(props: Props) {
  const { file, dirty, status, valid } = props;
  const why = valid ? undefined : 'studio-save-why';
  return (
    <header className="studio__bar">
      <h1>exchange-web studio</h1>
      <p className="studio__file">
        {file}
        {dirty ? ' · unsaved changes' : ''}
      </p>
      <div className="studio__actions">
        <button type="button" className="secondary" disabled={!props.canUndo} onClick={props.onUndo}>
          Undo
        </button>
        <button type="button" className="secondary" disabled={!props.canRedo} onClick={props.onRedo}>
          Redo
        </button>
        <button
          type="button"
          className="secondary"
          disabled={!valid}
          aria-describedby={why}
          onClick={() => downloadText(file.split('/').at(-1) ?? 'site.json', props.download())}
        >
          Download
        </button>
        <button type="button" disabled={!valid || !dirty} aria-describedby={why} onClick={props.onSave}>
          Save…
        </button>
        {!valid && (
          <span id="studio-save-why" className="visually-hidden">
            The draft has problems: fix them to save or download.
          </span>
        )}
      </div>
      <p className="studio__status" role="status">
        {status}
      </p>
    </header>
  );
}
