/** One toast at a time: a new message replaces the shown one; each stays 2 seconds. */
import { useEffect } from 'react';
import './toast.css';

export const toastDurationMs = 2000;

interface ToastProps {
  /** The message; null shows nothing. `key` must change for a repeated message to show again. */
  message: string | null;
  onDone: () => void;
}

export function Toast({ message, onDone }: ToastProps) {
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onDone, toastDurationMs);
    return () => clearTimeout(timer);
  }, [message, onDone]);

  return (
    <div className="ui-toast-region" role="status" aria-live="polite">
      {message !== null && <div className="ui-toast">{message}</div>}
    </div>
  );
}
