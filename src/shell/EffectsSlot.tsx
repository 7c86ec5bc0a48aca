/**
 * Where the catalogue's dialogs and toasts appear: their host loads once the landing page is shown
 * and the browser is idle, or at once when one arrives first.
 */
import { lazy, useEffect, useState } from 'react';
import { Deferred } from '../ui/Deferred.tsx';
import { whenLandingShownAndIdle } from './landing-shown.ts';
import { bufferUiEffects } from './effects-buffer.ts';

const EffectsHost = lazy(() => import('./EffectsHost.tsx'));

export function EffectsSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => bufferUiEffects(() => setWanted(true)), []);
  useEffect(() => whenLandingShownAndIdle(() => setWanted(true)), []);
  return wanted ? (
    <Deferred>
      <EffectsHost />
    </Deferred>
  ) : null;
}
