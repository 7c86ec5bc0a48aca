/**
 * Starts the chat and analytics providers the site-config switches on (its own chunk, loaded
 * once the page is idle: src/app/third-party.ts) and tells them each page the visitor settles on.
 * The chat never starts in app mode: the phone app has its own support.
 */
import { analyticsProvider, chatProvider } from '../../config/site-config.ts';
import { currentLanguage } from '../../i18n/language-store.ts';
import { settledPages } from '../../lib/settled-pages.ts';
import { isAppMode, storedSource } from '../layout/app-mode.ts';
import { startCrisp } from './crisp.ts';
import { startMatomo } from './matomo.ts';
import type { ChatWidget, PageViewMeasure, Pages } from './types.ts';
import { startUmami } from './umami.ts';

const analyticsStarters = { umami: startUmami, matomo: startMatomo };

export function startThirdParty(pages: Pages): void {
  const chat = chatProvider();
  const analytics = analyticsProvider();
  const widget: ChatWidget | null =
    chat && !isAppMode(location.search, storedSource()) ? startCrisp(chat, currentLanguage()) : null;
  const measure: PageViewMeasure | null = analytics ? analyticsStarters[analytics.provider](analytics) : null;
  if (!widget && !measure) return;
  const pageChanged = settledPages((path) => {
    widget?.pageChanged(path);
    measure?.pageView(path);
  });
  pageChanged(pages.pathname());
  pages.subscribe(pageChanged);
}
