/** Whether the visitor closed the download banner: once closed it stays closed (local storage). */
import { useSyncExternalStore } from 'react';

const storageKey = 'exchange-web:download-banner-closed';
const listeners = new Set<() => void>();
let closedThisVisit = false;

export function downloadBannerClosed(): boolean {
  try {
    return localStorage.getItem(storageKey) === 'closed';
  } catch {
    return false;
  }
}

export function closeDownloadBanner(): void {
  try {
    localStorage.setItem(storageKey, 'closed');
  } catch {
    // Storage refused (private mode): the banner still closes for this page's life.
    closedThisVisit = true;
  }
  listeners.forEach((l) => l());
}

export const useDownloadBannerClosed = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => closedThisVisit || downloadBannerClosed(),
    () => false,
  );
