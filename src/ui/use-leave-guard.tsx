/**
 * "Leave this page?" for a half-filled money form. While `active`, following a link in the app,
 * the browser's back or forward button, and closing or reloading the tab ask first; the form's
 * own navigation after it is sent is not asked (turn the guard off first), nor a move within the page
 * (the skip link). The app's router is the
 * declarative one, so this listens to the document and the window rather than to the router.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

type Pending = { kind: 'link'; to: string } | { kind: 'history'; delta: number };

/** The router's position in the session history (react-router keeps it in history.state.idx). */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** A click the app's router would handle: a plain left click on a same-origin link to another address. */
function inAppLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return null;
  // A link within the page (the skip link to #main) leaves nothing.
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}

export function useLeaveGuard(active: boolean): ReactNode {
  const intl = useIntl();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const index = useRef(historyIndex());
  const reverting = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    index.current = historyIndex();
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const to = inAppLinkTarget(event);
      if (to === null || leaving.current) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ kind: 'link', to });
    };
    const guarded = location.pathname + location.search;
    const onPopState = (event: PopStateEvent) => {
      // A move within the page (to an anchor such as #main) is not leaving it.
      if (leaving.current || location.pathname + location.search === guarded) return;
      // Keep the router where it is: undo the move, then ask.
      event.stopImmediatePropagation();
      if (reverting.current) {
        reverting.current = false;
        return;
      }
      const now = historyIndex();
      const delta = now !== null && index.current !== null ? now - index.current : -1;
      reverting.current = true;
      window.history.go(-delta);
      setPending({ kind: 'history', delta });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  const leave = () => {
    const target = pending;
    setPending(null);
    if (!target) return;
    leaving.current = true;
    if (target.kind === 'link') navigate(target.to);
    else window.history.go(target.delta);
  };

  return (
    <Dialog
      open={pending !== null}
      title={intl.formatMessage({ id: 'ui.leave.title' })}
      onClose={() => setPending(null)}
      actions={
        <>
          <Button onClick={() => setPending(null)}>{intl.formatMessage({ id: 'ui.leave.stay' })}</Button>
          <Button variant="ghost" onClick={leave}>
            {intl.formatMessage({ id: 'ui.leave.go' })}
          </Button>
        </>
      }
    >
      <p>{intl.formatMessage({ id: 'ui.leave.text' })}</p>
    </Dialog>
  );
}
