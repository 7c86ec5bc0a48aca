import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button.tsx';
import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';

export default function ErrorPage() {
  const intl = useIntl();
  return (
    <MessagePage
      title={intl.formatMessage({ id: 'error.generic.title' })}
      text={intl.formatMessage({ id: 'error.generic.text' })}
    >
      <Button variant="secondary" onClick={() => window.history.back()}>
        {intl.formatMessage({ id: 'common.back' })}
      </Button>
      <HomeLink />
    </MessagePage>
  );
}
