import { useIntl } from 'react-intl';
import { HomeLink } from './HomeLink.tsx';
import { MessagePage } from './MessagePage.tsx';

export default function NotFoundPage() {
  const intl = useIntl();
  return (
    <MessagePage
      title={intl.formatMessage({ id: 'error.404.title' })}
      text={intl.formatMessage({ id: 'error.404.text' })}
    >
      <HomeLink />
    </MessagePage>
  );
}
