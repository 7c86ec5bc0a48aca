/**
 * The real app in two frames, desktop and 390 px, showing the draft: any route, language, theme
 * mode, signed out or as the demo customer. The frames reload after each served draft; the studio
 * page does not.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { languageIds, type LanguageId } from '../../../src/config/site-config.schema.ts';
import { setPreviewMode, signInDemo, signOut } from './preview-session.ts';

interface Props {
  /** Goes up each time a new draft is served. */
  version: number;
  routes: string[];
  cookiePrefix: string;
  /** The draft has problems: the frames show the last draft without any. */
  stale: boolean;
  /** A path another panel asked to show (a new object each time). */
  request: { path: string } | null;
}

const frames = [
  { id: 'desktop', title: 'Desktop preview', width: 1280, height: 800 },
  { id: 'phone', title: '390 px preview', width: 390, height: 800 },
] as const;

/**
 * Where a frame is headed: the path it was last sent to until it has loaded, else where it is (the
 * customer may have followed links in it), always with the preview's language.
 */
function destination(frame: HTMLIFrameElement, pending: string | null, path: string | null, language: string): string {
  const here = frame.contentWindow?.location;
  const url = new URL(path ?? pending ?? (here ? `${here.pathname}${here.search}` : '/'), window.location.origin);
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}

export function Preview({ version, routes, cookiePrefix, stale, request }: Props) {
  const [route, setRoute] = useState('/');
  const [language, setLanguage] = useState<LanguageId>('en');
  // The frames open in the light theme unless the operator picks dark.
  const [mode, setMode] = useState<'light' | 'dark'>(() => {
    setPreviewMode('light');
    return 'light';
  });
  const [signedIn, setSignedIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = useRef<(HTMLIFrameElement | null)[]>([]);
  const pending = useRef<(string | null)[]>([null, null]);
  const shownLanguage = useRef<LanguageId>('en');

  /** Sends both frames to `path` (or reloads them where they are) in the preview's language. */
  const show = useCallback((path: string | null = null) => {
    refs.current.forEach((frame, i) => {
      if (!frame?.contentWindow) return;
      const next = destination(frame, pending.current[i], path, shownLanguage.current);
      pending.current[i] = next;
      frame.contentWindow.location.replace(next);
    });
  }, []);
  useEffect(() => {
    if (version > 0) show();
  }, [version, show]);
  // Adjusted while rendering: the route field follows a path another panel opened.
  const [seenRequest, setSeenRequest] = useState(request);
  if (request !== seenRequest) {
    setSeenRequest(request);
    if (request) setRoute(request.path);
  }
  useEffect(() => {
    if (request) show(request.path);
  }, [request, show]);

  const changeLanguage = (next: LanguageId) => {
    setLanguage(next);
    shownLanguage.current = next;
    show();
  };
  const changeMode = (next: 'light' | 'dark') => {
    setMode(next);
    setPreviewMode(next);
    show();
  };
  const changeSession = async (next: boolean) => {
    setSignedIn(next);
    setBusy(true);
    try {
      if (next) await signInDemo(cookiePrefix);
      else signOut(cookiePrefix);
      show();
    } catch {
      setSignedIn(!next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="preview" aria-label="Preview">
      <form
        className="preview__controls"
        onSubmit={(event) => {
          event.preventDefault();
          show(route.startsWith('/') ? route : `/${route}`);
        }}
      >
        <label>
          Route
          <input list="preview-routes" value={route} onChange={(event) => setRoute(event.target.value)} />
        </label>
        <datalist id="preview-routes">
          {routes.map((path) => (
            <option key={path} value={path} />
          ))}
        </datalist>
        <button type="submit">Open</button>
        <label>
          Language
          <select value={language} onChange={(event) => changeLanguage(event.target.value as LanguageId)}>
            {languageIds.map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>
        <label>
          Theme
          <select value={mode} onChange={(event) => changeMode(event.target.value as 'light' | 'dark')}>
            <option value="light">light</option>
            <option value="dark">dark</option>
          </select>
        </label>
        <label className="preview__session">
          <input
            type="checkbox"
            checked={signedIn}
            disabled={busy}
            onChange={(event) => void changeSession(event.target.checked)}
          />
          Signed in as the demo customer
        </label>
      </form>
      {stale && <p className="preview__stale">The preview shows the last draft without problems.</p>}
      <div className="preview__frames">
        {frames.map((frame, i) => (
          <figure key={frame.id} className={`frame frame--${frame.id}`}>
            <figcaption>{frame.title}</figcaption>
            <div className="frame__box">
              <iframe
                ref={(element) => {
                  refs.current[i] = element;
                }}
                title={frame.title}
                src="/?lang=en"
                onLoad={() => {
                  pending.current[i] = null;
                }}
                width={frame.width}
                height={frame.height}
              />
            </div>
          </figure>
        ))}
      </div>
    </section>
  );
}
