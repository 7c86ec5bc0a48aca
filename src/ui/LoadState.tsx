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

/**
 * A part (a page, a menu, a list in a popover) whose code could not be loaded or run: Try again
 * loads the document afresh, which also brings the files of a new version of the site.
 */
export function PartFailed({ message }: { message?: string }) {
  const intl = useIntl();
  return (
    <LoadError message={message ?? intl.formatMessage({ id: 'common.partFailed' })} onRetry={() => location.reload()} />
  );
}

export function Empty({ message }: { message: string }) {
  return (
    <div className="load-state">
      <p>{message}</p>
    </div>
  );
}
