import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';
import { useT } from '../../i18n/use-t.ts';

export default function NotFoundPage() {
  const t = useT();
  return (
    <MessagePage title={t('error.404.title')} text={t('error.404.text')}>
      <HomeLink />
    </MessagePage>
  );
}
