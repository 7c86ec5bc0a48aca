/** Where the catalogue's dialogs and toasts appear: their host loads once the page is idle, or at once when one arrives first. */
import { lazy, useEffect, useState } from 'react';
import { Deferred } from '../ui/Deferred.tsx';
import { whenIdle } from '../lib/when-idle.ts';
import { bufferUiEffects } from './effects-buffer.ts';

const EffectsHost = lazy(() => import('./EffectsHost.tsx'));

export function EffectsSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => bufferUiEffects(() => setWanted(true)), []);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Deferred>
      <EffectsHost />
    </Deferred>
  ) : null;
}
