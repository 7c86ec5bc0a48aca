/** /flashPair: convert one coin into another at a quoted price, and the customer's conversions. */
import { usePageTitle } from '../../shell/use-page-title.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { ConversionCard } from './ConversionCard.tsx';
import { ConversionHistory } from './ConversionHistory.tsx';
import './flash.css';
import { useT } from '../../i18n/use-t.ts';

export default function FlashExchangePage() {
  const t = useT();
  const signedIn = useSignedIn();
  usePageTitle(t('flash.title'));
  return (
    <div className="page flash-page">
      <div className="flash-page__head">
        <h1>{t('flash.title')}</h1>
        <p className="flash-page__lead">{t('flash.lead')}</p>
      </div>
      <ConversionCard />
      {signedIn && <ConversionHistory />}
    </div>
  );
}
