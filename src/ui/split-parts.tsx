/**
 * Parts of a page in code of their own that show together (the withdraw page's forms and the
 * list under them): the page draws its first frame without waiting for their code, or for
 * the libraries only they use, asks for it once that frame is on screen, and shows the parts once
 * all of it is in. Until then `loading` stands in their place (the look of the page while its
 * answers come), so nothing moves; code that cannot come shows that it failed, with Try again
 * loading the page afresh.
 */
import { use, useEffect, type ReactNode } from 'react';
import { afterFrame } from '../lib/after-frame.ts';
import { Deferred } from './Deferred.tsx';
import { PartFailed } from './LoadState.tsx';
import type { SplitComponent } from './split-component.ts';

export interface SplitParts {
  /** Asks for every part's code, once; resolves when all of it is in. */
  load(): Promise<unknown>;
  /** Asks for the code once the calling component's first frame is on screen. */
  useAskedAfterFirstFrame(): void;
  /** Its children once every part's code is in; `loading` until then. */
  Ready(props: { loading: ReactNode; children: ReactNode }): ReactNode;
}

export function splitParts(parts: readonly Pick<SplitComponent, 'load'>[]): SplitParts {
  let loading: Promise<unknown> | null = null;
  let loaded = false;
  const load = () => (loading ??= Promise.all(parts.map((part) => part.load())).then(() => (loaded = true)));
  // Code already in is drawn at once: a render that suspended is revealed up to 300 ms later.
  const Gate = ({ children }: { children: ReactNode }) => {
    if (!loaded) use(load());
    return children;
  };
  return {
    load,
    useAskedAfterFirstFrame: () => useEffect(() => afterFrame(() => void load().catch(() => undefined)), []),
    Ready: ({ loading: look, children }) => (
      <Deferred loading={look} failed={<PartFailed />}>
        <Gate>{children}</Gate>
      </Deferred>
    ),
  };
}
