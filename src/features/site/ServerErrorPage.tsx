import { useIntl } from 'react-intl';
import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';

export default function ServerErrorPage() {
  const intl = useIntl();
  return (
    <MessagePage
      title={intl.formatMessage({ id: 'error.500.title' })}
      text={intl.formatMessage({ id: 'error.500.text' })}
    >
      <HomeLink />
    </MessagePage>
  );
}
