import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';
import { useT } from '../../i18n/use-t.ts';

export default function ServerErrorPage() {
  const t = useT();
  return (
    <MessagePage title={t('error.500.title')} text={t('error.500.text')}>
      <HomeLink />
    </MessagePage>
  );
}
