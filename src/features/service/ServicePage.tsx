/**
 * /service: the site's terms, privacy policy and other legal documents, one at a time with the
 * list beside it (a select on a phone). `?id=` links to one document, `?type=` to the first of a
 * kind (the registration page's links); the support chat is offered where it is on.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { useMobileLayout } from '../../shell/layout/mobile-layout.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ProtocolBody } from './ProtocolBody.tsx';
import { ProtocolPicker } from './ProtocolPicker.tsx';
import { chosenProtocolId, protocolListQuery, protocolQuery } from './service-api.ts';
import { SupportChatOffer } from './SupportChatOffer.tsx';
import './service.css';
import { useT } from '../../i18n/use-t.ts';

export default function ServicePage() {
  const t = useT();
  const { language } = useLanguageState();
  const mobile = useMobileLayout();
  const [params] = useSearchParams();
  const list = useApiQuery(protocolListQuery(language));
  const chosen = chosenProtocolId(params, list.data);
  const doc = useApiQuery({ ...protocolQuery(chosen ?? 0, language), enabled: (chosen ?? 0) > 0 });
  // The chat offer sits under the document: it comes once the document is shown, so that it never moves.
  const documentShown = list.isError || list.data?.length === 0 || (chosen !== null && (chosen <= 0 || !doc.isPending));
  usePageTitle(list.data?.find((doc) => doc.Id === chosen)?.Title ?? t('service.title'));
  // The chosen document loads beside the list, and stays in place when the list comes.
  const layout = (side: ReactNode) => (
    <div className="service__layout">
      <div className="service__side">{side}</div>
      <div className="service__main">
        {chosen !== null && <ProtocolBody key={`${chosen}-${language}`} id={chosen} language={language} />}
      </div>
    </div>
  );

  return (
    <div className="page service">
      <h1>{t('service.title')}</h1>
      <Loaded query={list} empty="service.empty" loading={layout(<Skeleton lines={5} width="14em" />)}>
        {(documents) => layout(<ProtocolPicker documents={documents} chosen={chosen} asSelect={mobile} />)}
      </Loaded>
      {documentShown && <SupportChatOffer />}
    </div>
  );
}
