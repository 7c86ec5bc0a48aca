/**
 * What a page that failed, to load or to render, shows in its place (RouteGate's FailureBoundary):
 * the header and footer stay, and Try again loads the document afresh.
 */
import { useIntl } from 'react-intl';
import { PartFailed } from '../ui/LoadState.tsx';

export function PageFailed() {
  const intl = useIntl();
  return (
    <div className="page">
      <h1>{intl.formatMessage({ id: 'common.pageFailed.title' })}</h1>
      <PartFailed message={intl.formatMessage({ id: 'common.pageFailed.text' })} />
    </div>
  );
}
