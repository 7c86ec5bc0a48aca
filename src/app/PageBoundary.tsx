/**
 * Keeps a page that fails, to render or to load (a lost connection, a content blocker, a chunk a
 * new version of the site has replaced), inside its own frame: the header and footer stay, and
 * the page says it could not be shown, with a way to load it again. Going to another address
 * shows that page as usual.
 */
import { Component, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LoadError } from '../ui/LoadState.tsx';

interface PageBoundaryProps {
  /** The address shown: a new one clears the failure. */
  at: string;
  children: ReactNode;
}

export class PageBoundary extends Component<PageBoundaryProps, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.at };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageBoundaryProps, state: { at: string }) {
    return props.at === state.at ? null : { failed: false, at: props.at };
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/** Loading the whole document again also brings the current version's files. */
function PageFailed() {
  const intl = useIntl();
  return (
    <div className="page">
      <h1>{intl.formatMessage({ id: 'common.pageFailed.title' })}</h1>
      <LoadError message={intl.formatMessage({ id: 'common.pageFailed.text' })} onRetry={() => location.reload()} />
    </div>
  );
}
