/**
 * The studio: panels to edit the site-config on the left, the real app previewing the draft on the
 * right; checked as it is typed, saved only when it passes, after a look at what changes.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { checkDraft } from './model/check.ts';
import { diffConfigs, type Change } from './model/diff.ts';
import { draftReducer, openDraft } from './model/draft.ts';
import { siteConfigText } from './model/format.ts';
import type { KeyPath } from './model/paths.ts';
import { panelOf, panels } from './panels/panels.ts';
import { Preview } from './preview/Preview.tsx';
import { serveDraft } from './preview/preview-session.ts';
import { ProblemList } from './ProblemList.tsx';
import { SaveDialog } from './SaveDialog.tsx';
import { StudioContext } from './studio-context.ts';
import { StudioBar } from './StudioBar.tsx';
import { readBrandFolder, readSiteConfig, writeSiteConfig, type OpenedFile } from './file-client.ts';
import type { BrandFolder } from '../../src/config/brand-files.ts';
import { nearestField } from './model/nearest-field.ts';
import { useLeaveWarning, useUndoKeys } from './use-undo-keys.ts';

/** How long the studio waits after the last edit before the frames show the draft. */
const previewDelayMs = 400;

export function Studio() {
  const [file, setFile] = useState<OpenedFile | null>(null);
  const [status, setStatus] = useState('Opening the site-config…');
  const [draft, dispatch] = useReducer(draftReducer, openDraft(null));
  const [panelId, setPanelId] = useState(panels[0].id);
  const [reveal, setReveal] = useState<string | null>(null);
  const [review, setReview] = useState<{ changes: Change[]; onDisk: unknown } | null>(null);
  const [saving, setSaving] = useState(false);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [previewRequest, setPreviewRequest] = useState<{ path: string } | null>(null);
  const preview = useCallback((path: string) => setPreviewRequest({ path }), []);
  const editor = useRef<HTMLElement>(null);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const [folder, setFolder] = useState<BrandFolder | null>(null);
  const refreshFolder = useCallback(
    () => readBrandFolder().then(setFolder, (error: Error) => setStatus(error.message)),
    [],
  );
  const check = useMemo(() => checkDraft(draft.present, folder), [draft.present, folder]);
  const edit = useCallback(
    (path: KeyPath, value: unknown) => dispatch({ type: 'edit', path, value, at: Date.now() }),
    [],
  );
  useUndoKeys(dispatch);

  useEffect(() => {
    readSiteConfig().then(
      (opened) => {
        setFile(opened);
        dispatch({ type: 'open', config: opened.config });
        setStatus(`Opened ${opened.name}`);
      },
      (error: Error) => setStatus(error.message),
    );
    void refreshFolder();
  }, [refreshFolder]);

  useEffect(() => {
    if (!check.config) return;
    const config = draft.present;
    const timer = setTimeout(() => {
      serveDraft(config).then(
        () => setPreviewVersion((version) => version + 1),
        (error: Error) => setStatus(error.message),
      );
    }, previewDelayMs);
    return () => clearTimeout(timer);
  }, [check.config, draft.present]);

  useEffect(() => {
    if (!reveal) return;
    // After the panel (and, for hosts, its environment) has drawn the field.
    const frame = requestAnimationFrame(() => {
      // The field itself, else the nearest one above it (a problem of a whole list), else the panel.
      const field = nearestField(reveal, (id) => document.getElementById(id)) ?? panelHeading.current;
      for (let fold = field?.closest('details'); fold; fold = fold.parentElement?.closest('details')) fold.open = true;
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
      setReveal(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal, panelId]);

  const dirty = file !== null && JSON.stringify(draft.present) !== JSON.stringify(file.config);
  useLeaveWarning(dirty);
  if (!file) return <p role="status">{status}</p>;
  const panel = panels.find((p) => p.id === panelId) ?? panels[0];

  const openReview = async () => {
    const onDisk = (await readSiteConfig()).config;
    setReview({ changes: diffConfigs(onDisk, draft.present), onDisk });
  };
  const save = async () => {
    if (!review) return;
    setSaving(true);
    const text = siteConfigText(draft.present, review.onDisk);
    const outcome = await writeSiteConfig(text);
    setSaving(false);
    setReview(null);
    if (outcome.saved) {
      setFile({ ...file, config: JSON.parse(text) });
      setStatus(`Saved ${file.name}`);
    } else setStatus(`Not saved: ${outcome.reason}`);
  };
  const openPanel = (id: string) => {
    setPanelId(id);
    if (editor.current) editor.current.scrollTop = 0;
  };
  const showProblem = (path: string) => {
    openPanel(panelOf(path).id);
    setReveal(path);
  };

  return (
    <StudioContext.Provider value={{ config: draft.present, edit, check, reveal, preview, folder, refreshFolder }}>
      <div className="studio">
        <StudioBar
          file={file.name}
          dirty={dirty}
          status={status}
          canUndo={draft.past.length > 0}
          canRedo={draft.future.length > 0}
          valid={check.config !== null}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          download={() => siteConfigText(draft.present, file.config)}
          onSave={() => void openReview()}
        />
        <nav className="studio__nav" aria-label="Panels">
          <ul>
            {panels.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  aria-current={p.id === panel.id ? 'page' : undefined}
                  onClick={() => openPanel(p.id)}
                >
                  {p.title}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <main className="studio__editor" ref={editor}>
          <ProblemList problems={check.problems} warnings={check.warnings} onShow={showProblem} />
          <h2 ref={panelHeading} tabIndex={-1}>
            {panel.title}
          </h2>
          <form className="panel" onSubmit={(event) => event.preventDefault()}>
            <panel.Component />
          </form>
        </main>
        <Preview
          version={previewVersion}
          routes={(check.config?.routes ?? []).map((route) => route.path)}
          cookiePrefix={check.config?.brand.cookiePrefix ?? file.cookiePrefix}
          stale={check.config === null}
          request={previewRequest}
        />
        <SaveDialog
          file={file.name}
          changes={review?.changes ?? null}
          saving={saving}
          onSave={() => void save()}
          onClose={() => setReview(null)}
        />
      </div>
    </StudioContext.Provider>
  );
}
