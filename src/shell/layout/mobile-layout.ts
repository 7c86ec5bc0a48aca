/** Whether the mobile layout applies now: below the configured breakpoint, or on iOS. */
import { useCallback, useSyncExternalStore } from 'react';
import { constants } from '../../config/site-config.ts';
import { isMobileLayout } from '../../lib/device.ts';
import { windowWidth } from '../../lib/window-measures.ts';
import { asRendered } from '../../lib/as-rendered.ts';

export function useMobileLayout(): boolean {
  const breakpoint = constants().mobileBreakpointPx;
  const subscribe = useCallback(
    (notify: () => void) => {
      // The media query reports crossing the breakpoint; resize covers browsers that do not.
      const query =
        typeof window.matchMedia === 'function' ? window.matchMedia(`(max-width: ${breakpoint - 0.02}px)`) : null;
      query?.addEventListener('change', notify);
      window.addEventListener('resize', notify);
      return () => {
        query?.removeEventListener('change', notify);
        window.removeEventListener('resize', notify);
      };
    },
    [breakpoint],
  );
  return useSyncExternalStore(
    subscribe,
    () => isMobileLayout(windowWidth(), navigator.userAgent, breakpoint),
    () => asRendered().mobile,
  );
}
