/**
 * The chat and analytics providers the site-config can name: the script each loads from its
 * host, and what the page's Content-Security-Policy must allow for it (deploy/ builds the policy
 * from this table, the app loads the scripts from it).
 */
import type { AnalyticsConfig, ChatConfig } from './site-config.schema.ts';

export type CspDirective =
  'script-src' | 'style-src' | 'img-src' | 'connect-src' | 'font-src' | 'media-src' | 'frame-src' | 'worker-src';

export interface ProviderNeeds {
  /** Path of the provider's script under its host. */
  script: string;
  /** Directives that must allow the provider's host. */
  hostIn: CspDirective[];
  /** Sources the provider's own code reaches besides its host, by directive. */
  also?: Partial<Record<CspDirective, string[]>>;
}

export const chatProviderNeeds: Record<ChatConfig['provider'], ProviderNeeds> = {
  // docs.crisp.chat, "Crisp Domain Names": the chatbox's own hosts and its inline-styled, blob: worker needs.
  crisp: {
    script: '/l.js',
    hostIn: ['script-src', 'style-src', 'img-src', 'connect-src', 'font-src', 'media-src'],
    also: {
      'img-src': ['https://image.crisp.chat', 'https://storage.crisp.chat'],
      'connect-src': ['https://storage.crisp.chat', 'wss://client.relay.crisp.chat', 'wss://stream.relay.crisp.chat'],
      'frame-src': ['https://game.crisp.chat'],
      'worker-src': ['blob:'],
    },
  },
};

export const analyticsProviderNeeds: Record<AnalyticsConfig['provider'], ProviderNeeds> = {
  // The script and its collector (/api/send) are on the same host.
  umami: { script: '/script.js', hostIn: ['script-src', 'connect-src'] },
  // matomo.php is reached by sendBeacon or fetch, and by an image request where those fail.
  matomo: { script: '/matomo.js', hostIn: ['script-src', 'connect-src', 'img-src'] },
};
