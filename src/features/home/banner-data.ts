/**
 * The home banners call. Start-up may start it early (preload.ts), before the banner section's
 * chunk arrives; the section's first render then takes that call instead of making its own.
 */
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import type { Language } from '../../lib/language.ts';

const loadBanners = (languageCode: Language) => call(api().base.GET('/api/idcm/foundation/app/SubBanner/GetBannerList', { params: { query: { type: 'home', languageCode } } }));

let early: { language: Language; result: ReturnType<typeof loadBanners> } | null = null;

export function preloadBanners(language: Language): void {
  early ??= { language, result: loadBanners(language) };
}

/** The banners in a language: the early call when it was for that language, else a new one. */
export function bannersFor(language: Language): ReturnType<typeof loadBanners> {
  const started = early?.language === language ? early.result : null;
  early = null;
  return started ?? loadBanners(language);
}
