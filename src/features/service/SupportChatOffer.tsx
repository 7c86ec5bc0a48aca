/** "Questions about these terms?" and a button that opens the support chat, where the chat switch is on. */
import { useAppMode } from '../../shell/layout/app-mode.ts';
import { openSupportChat, supportChatOffered } from '../../shell/third-party/support-chat.ts';
import { Button } from '../../ui/Button.tsx';
import { useT } from '../../i18n/use-t.ts';

export function SupportChatOffer() {
  const t = useT();
  const appMode = useAppMode();
  if (!supportChatOffered(appMode)) return null;
  return (
    <aside className="service-chat" aria-labelledby="service-chat-title">
      <h2 id="service-chat-title">{t('service.chat.title')}</h2>
      <p>{t('service.chat.text')}</p>
      <Button variant="secondary" onClick={openSupportChat}>
        {t('service.chat.open')}
      </Button>
    </aside>
  );
}
