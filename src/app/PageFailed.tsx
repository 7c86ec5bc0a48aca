/**
 * What a page that failed, to load or to render, shows in its place (RouteGate's FailureBoundary):
 * the header and footer stay, and Try again loads the document afresh.
 */
import { useT } from '../i18n/use-t.ts';
import { PartFailed } from '../ui/LoadState.tsx';

export function PageFailed() {
  const t = useT();
  return (
    <div className="page">
      <h1>{t('common.pageFailed.title')}</h1>
      <PartFailed message={t('common.pageFailed.text')} />
    </div>
  );
}
