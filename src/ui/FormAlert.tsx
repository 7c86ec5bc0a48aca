/** A form-level message (a refusal that belongs to no single field, or a success). */
import './form-alert.css';

export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  return (
    <p className={`form-alert form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
