/**
 * Which reward notices each customer has been shown, kept in local storage so a reload does not
 * show them again. Components use `useFreshNotices`, never the storage.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';

const storageKey = (customerId: number) => `exchange-web:mission-notices-seen:${customerId}`;
/** Enough for any customer's notices; the oldest ids go first. */
const keepAtMost = 200;
const listeners = new Set<() => void>();
const noIds: ReadonlySet<string> = new Set();
/** Ids shown this visit, for when the storage refuses to keep them (private mode). */
const thisVisit = new Map<number, ReadonlySet<string>>();
let snapshot: { customerId: number; raw: string | null; ids: ReadonlySet<string> } | null = null;

function readRaw(customerId: number): string | null {
  try {
    return localStorage.getItem(storageKey(customerId));
  } catch {
    return null;
  }
}

function parse(raw: string | null): string[] {
  try {
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The notice ids the customer has been shown. */
export function seenNotices(customerId: number): ReadonlySet<string> {
  const raw = readRaw(customerId);
  if (snapshot?.customerId !== customerId || snapshot.raw !== raw) {
    snapshot = { customerId, raw, ids: new Set([...parse(raw), ...(thisVisit.get(customerId) ?? noIds)]) };
  }
  return snapshot.ids;
}

export function markNoticesSeen(customerId: number, ids: readonly string[]): void {
  const before = seenNotices(customerId);
  const fresh = ids.filter((id) => !before.has(id));
  if (fresh.length === 0) return;
  const all = [...before, ...fresh].slice(-keepAtMost);
  try {
    localStorage.setItem(storageKey(customerId), JSON.stringify(all));
  } catch {
    // Storage refused: the notices stay seen for this page's life.
    thisVisit.set(customerId, new Set([...(thisVisit.get(customerId) ?? noIds), ...fresh]));
  }
  snapshot = null;
  listeners.forEach((listener) => listener());
}

function useSeenNotices(customerId: number | undefined): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (customerId === undefined ? noIds : seenNotices(customerId)),
    () => noIds,
  );
}

/**
 * The notices to show: those the customer had not been shown when they first came in this visit.
 * They are marked seen at once, so they stay on screen now and do not come back after a reload;
 * a notice the server no longer sends (a reward claimed) leaves the list.
 */
export function useFreshNotices<N extends { NoticeId: string }>(
  customerId: number | undefined,
  notices: readonly N[] | undefined,
) {
  const seen = useSeenNotices(customerId);
  const [shown, setShown] = useState<ReadonlySet<string>>(noIds);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(noIds);
  const mine = customerId === undefined ? [] : (notices ?? []);
  const fresh = mine.filter((n) => !seen.has(n.NoticeId) && !shown.has(n.NoticeId)).map((n) => n.NoticeId);
  // Derived while rendering: the first sight of a notice is what makes it shown.
  if (fresh.length > 0) setShown(new Set([...shown, ...fresh]));

  useEffect(() => {
    if (customerId !== undefined && shown.size > 0) markNoticesSeen(customerId, [...shown]);
  }, [customerId, shown]);

  const visible = mine.filter((n) => shown.has(n.NoticeId) && !dismissed.has(n.NoticeId));
  return { visible, dismiss: () => setDismissed(new Set(shown)) };
}
