/**
 * Crisp's chatbox: its website ID and the page's language go in globals, commands go through the
 * $crisp queue (Crisp reads what was queued before its script ran). Each page the customer opens
 * is set as the session's `page`, so support sees where the customer is.
 */
import type { ChatConfig } from '../../config/site-config.schema.ts';
import type { ProviderSetting } from '../../config/site-config.ts';
import { chatProviderNeeds } from '../../config/providers.ts';
import type { Language } from '../../lib/language.ts';
import { loadScript, underHost } from './load-script.ts';
import type { ChatWidget } from './types.ts';

type CrispCommand = [string, ...unknown[]];

declare global {
  interface Window {
    $crisp?: { push(command: CrispCommand): void };
    CRISP_WEBSITE_ID?: string;
    CRISP_RUNTIME_CONFIG?: { locale: string };
  }
}

/** Crisp's locale codes for the app's languages. */
const crispLocale: Record<Language, string> = { en: 'en', fr: 'fr', 'zh-CN': 'zh', 'zh-Hant': 'zh-tw' };

export function startCrisp(setting: ProviderSetting<ChatConfig>, language: Language): ChatWidget {
  window.$crisp = window.$crisp ?? ([] as CrispCommand[]);
  window.CRISP_WEBSITE_ID = setting.id;
  window.CRISP_RUNTIME_CONFIG = { locale: crispLocale[language] };
  // Errors in a command stay in Crisp's own console instead of breaking the page.
  window.$crisp.push(['safe', true]);
  void loadScript(underHost(setting.host, chatProviderNeeds.crisp.script));
  return {
    pageChanged(path) {
      window.$crisp?.push(['set', 'session:data', [[['page', path]]]]);
    },
  };
}

/**
 * Opens the chatbox (Crisp's `do chat:open`). Before Crisp has loaded, the command waits in the
 * $crisp queue, which startCrisp keeps and Crisp reads when it starts.
 */
export function openCrisp(): void {
  window.$crisp = window.$crisp ?? ([] as CrispCommand[]);
  window.$crisp.push(['do', 'chat:open']);
}
