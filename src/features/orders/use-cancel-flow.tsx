/** A page's cancellations: which one is being confirmed, its dialog, and the message once one is done. */
import { useState } from 'react';
import type { Operation } from '../../api/operation.ts';
import { CancelDialog, type CancelRequest } from './CancelDialog.tsx';

interface Asking {
  request: CancelRequest<Operation>;
  open: boolean;
  /** A new dialog (and a new call) for each opening. */
  round: number;
}

export function useCancelFlow() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const ask = <O extends Operation>(request: CancelRequest<O>) => {
    setDone(null);
    setAsking((current) => ({
      request: request as unknown as CancelRequest<Operation>,
      open: true,
      round: (current?.round ?? 0) + 1,
    }));
  };
  const close = () => setAsking((current) => current && { ...current, open: false });

  const dialog = asking && (
    <CancelDialog
      key={asking.round}
      request={asking.request}
      open={asking.open}
      onClose={close}
      onDone={(message) => {
        close();
        setDone(message);
      }}
    />
  );
  return { ask, dialog, done };
}
