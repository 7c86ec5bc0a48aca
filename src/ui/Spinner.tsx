/** A loading indicator; `fullPage` covers the page while the app's loading flag is set. */
import './spinner.css';

export function Spinner({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'ui-spinner ui-spinner--page' : 'ui-spinner'} role="status">
      <span className="ui-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
