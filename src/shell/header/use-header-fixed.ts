/** Whether the header is fixed: the page has scrolled past the configured height (spec section 4). */
import { useSyncExternalStore } from 'react';
import { constants } from '../../config/site-config.ts';

const subscribe = (listener: () => void) => {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
};

// lib/device.ts isHeaderFixed holds the spec's 60 px; the operators' constant wins when they change it.
export const useHeaderFixed = (): boolean => useSyncExternalStore(subscribe, () => window.scrollY > constants().fixedHeaderScrollPx);
