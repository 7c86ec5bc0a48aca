/**
 * The support chat as a page sees it: offered while the chat switch is on (never in app mode, where
 * the phone app has its own support), and opened through the provider's own command.
 */
import { chatProvider } from '../../config/site-config.ts';
import { openCrisp } from './crisp.ts';

export const supportChatOffered = (appMode: boolean): boolean => !appMode && chatProvider() !== null;

const openers = { crisp: openCrisp };

export function openSupportChat(): void {
  const chat = chatProvider();
  if (chat) openers[chat.provider]();
}
