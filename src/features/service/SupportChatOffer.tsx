/** "Questions about these terms?" and a button that opens the support chat, where the chat switch is on. */
import { useIntl } from 'react-intl';
import { useAppMode } from '../../shell/layout/app-mode.ts';
import { openSupportChat, supportChatOffered } from '../../shell/third-party/support-chat.ts';
import { Button } from '../../ui/Button.tsx';

export function SupportChatOffer() {
  const intl = useIntl();
  const appMode = useAppMode();
  if (!supportChatOffered(appMode)) return null;
  return (
    <aside className="service-chat" aria-labelledby="service-chat-title">
      <h2 id="service-chat-title">{intl.formatMessage({ id: 'service.chat.title' })}</h2>
      <p>{intl.formatMessage({ id: 'service.chat.text' })}</p>
      <Button variant="secondary" onClick={openSupportChat}>
        {intl.formatMessage({ id: 'service.chat.open' })}
      </Button>
    </aside>
  );
}
