/**
 * A status word (filled, pending, failed...) with a tone. The word is always shown and each tone
 * has its own mark, so colour is never the only signal.
 */
import './status-badge.css';

export type StatusTone = 'success' | 'pending' | 'danger' | 'neutral';

const marks: Record<StatusTone, string> = { success: '✓', pending: '◷', danger: '✕', neutral: '•' };

export function StatusBadge({ tone, children }: { tone: StatusTone; children: string }) {
  return (
    <span className={`status-badge status-badge--${tone}`}>
      <span className="status-badge__mark" aria-hidden="true">
        {marks[tone]}
      </span>
      {children}
    </span>
  );
}
