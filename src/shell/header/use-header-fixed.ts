/** Whether the header is fixed: the page has scrolled past the configured height (spec section 4). */
import { useSyncExternalStore } from 'react';
import { constants } from '../../config/site-config.ts';
import { isHeaderFixed } from '../../lib/device.ts';
import { scrollTop } from '../../lib/window-measures.ts';

const subscribe = (listener: () => void) => {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
};

export const useHeaderFixed = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => isHeaderFixed(scrollTop(), constants().fixedHeaderScrollPx),
    () => false,
  );
