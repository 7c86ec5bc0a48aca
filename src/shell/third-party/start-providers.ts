/**
 * Starts the chat and analytics providers the site-config switches on (its own chunk, loaded
 * once the page is idle: src/app/third-party.ts) and tells them each page the visitor settles on.
 * The chat never starts in app mode: the phone app has its own support. A provider that cannot
 * start or load is logged once and left out (load-script.ts); the page carries on without it.
 */
import { analyticsProvider, chatProvider } from '../../config/site-config.ts';
import { currentLanguage } from '../../i18n/language-store.ts';
import { log } from '../../lib/log.ts';
import { settledPages } from '../../lib/settled-pages.ts';
import { isAppMode, storedSource } from '../layout/app-mode.ts';
import { startCrisp } from './crisp.ts';
import { startMatomo } from './matomo.ts';
import type { ChatWidget, PageViewMeasure, Pages } from './types.ts';
import { startUmami } from './umami.ts';

const analyticsStarters = { umami: startUmami, matomo: startMatomo };

/** A provider that cannot start is logged once and left out; the page carries on without it. */
function quietly<T>(kind: 'chat' | 'analytics', start: () => T): T | null {
  try {
    return start();
  } catch (error) {
    log.warn(`The ${kind} provider did not start: the page carries on without it`, error);
    return null;
  }
}

export function startThirdParty(pages: Pages): void {
  const chat = chatProvider();
  const analytics = analyticsProvider();
  const widget: ChatWidget | null =
    chat && !isAppMode(location.search, storedSource())
      ? quietly('chat', () => startCrisp(chat, currentLanguage()))
      : null;
  const measure: PageViewMeasure | null = analytics
    ? quietly('analytics', () => analyticsStarters[analytics.provider](analytics))
    : null;
  if (!widget && !measure) return;
  const pageChanged = settledPages((path) => {
    widget?.pageChanged(path);
    measure?.pageView(path);
  });
  pageChanged(pages.pathname());
  pages.subscribe(pageChanged);
}
