/** What a list or panel shows while loading, on failure (with a retry) and when it is empty. */
import { useIntl } from 'react-intl';
import { Button } from './Button.tsx';
import { Spinner } from './Spinner.tsx';
import './load-state.css';

export function Loading({ className }: { className?: string }) {
  const intl = useIntl();
  return <Spinner label={intl.formatMessage({ id: 'common.loading' })} className={className} />;
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className="load-state load-state--error" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage({ id: 'common.retry' })}
      </Button>
    </div>
  );
}

/** A part of the shell (a menu, a list in a popover) whose code could not be loaded: Try again loads the document afresh. */
export function PartFailed() {
  const intl = useIntl();
  return <LoadError message={intl.formatMessage({ id: 'common.partFailed' })} onRetry={() => location.reload()} />;
}

export function Empty({ message }: { message: string }) {
  return (
    <div className="load-state">
      <p>{message}</p>
    </div>
  );
}
