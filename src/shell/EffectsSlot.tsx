/** Where the catalogue's dialogs and toasts appear: their host loads once the page is idle, or at once when one arrives first. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import { bufferUiEffects } from './effects-buffer.ts';

const EffectsHost = lazy(() => import('./EffectsHost.tsx'));

export function EffectsSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => bufferUiEffects(() => setWanted(true)), []);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <EffectsHost />
    </Suspense>
  ) : null;
}
