/**
 * A loading indicator; `fullPage` covers the page while the app's loading flag is set. `className`
 * places it (a footer column starts it at the left).
 */
import './spinner.css';

interface SpinnerProps {
  label: string;
  fullPage?: boolean;
  className?: string;
}

export function Spinner({ label, fullPage = false, className }: SpinnerProps) {
  const classes = ['ui-spinner', fullPage ? 'ui-spinner--page' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
