/** Copies text to the clipboard and says how it went; "copied" fades after a moment. */
import { useCallback, useEffect, useState } from 'react';

export type CopyOutcome = 'idle' | 'copied' | 'refused';

export const copiedShownMs = 2500;

export function useCopy() {
  const [shown, setShown] = useState<{ outcome: CopyOutcome; at: number }>({ outcome: 'idle', at: 0 });

  useEffect(() => {
    if (shown.outcome !== 'copied') return;
    const timer = setTimeout(() => setShown({ outcome: 'idle', at: Date.now() }), copiedShownMs);
    return () => clearTimeout(timer);
  }, [shown]);

  const copy = useCallback(async (text: string): Promise<CopyOutcome> => {
    let outcome: CopyOutcome = 'refused';
    try {
      // Missing on pages that are not secure contexts; writeText rejects when permission is refused.
      if (navigator.clipboard) {
        await navigator.clipboard.writeText(text);
        outcome = 'copied';
      }
    } catch {
      outcome = 'refused';
    }
    setShown({ outcome, at: Date.now() });
    return outcome;
  }, []);

  return { outcome: shown.outcome, copy };
}
