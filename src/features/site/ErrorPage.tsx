import { Button } from '../../ui/Button.tsx';
import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';
import { useT } from '../../i18n/use-t.ts';

export default function ErrorPage() {
  const t = useT();
  return (
    <MessagePage title={t('error.generic.title')} text={t('error.generic.text')}>
      <Button variant="secondary" onClick={() => window.history.back()}>
        {t('common.back')}
      </Button>
      <HomeLink />
    </MessagePage>
  );
}
