/**
 * The home banners call. Start-up may start it early (preload.ts), before the banner section's
 * chunk arrives; the section's first render then shows its answer when it has come, or waits for
 * that call instead of making its own.
 */
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import type { Language } from '../../lib/language.ts';

const loadBanners = (languageCode: Language) => call(api().base.GET('/api/idcm/foundation/app/SubBanner/GetBannerList', { params: { query: { type: 'home', languageCode } } }));

type BannersAnswer = Awaited<ReturnType<typeof loadBanners>>;

interface EarlyCall {
  language: Language;
  result: ReturnType<typeof loadBanners>;
  answer?: BannersAnswer;
}

let early: EarlyCall | null = null;

export function preloadBanners(language: Language): void {
  if (early) return;
  const started: EarlyCall = { language, result: loadBanners(language) };
  early = started;
  void started.result.then((answer) => {
    started.answer = answer;
  });
}

/** The early call's answer, when it has come and was for that language; taking it ends the early call. */
export function takeEarlyAnswer(language: Language): BannersAnswer | null {
  if (early?.language !== language || !early.answer) return null;
  const { answer } = early;
  early = null;
  return answer;
}

/** The banners in a language: the early call when it was for that language, else a new one. */
export function bannersFor(language: Language): ReturnType<typeof loadBanners> {
  const started = early?.language === language ? early.result : null;
  early = null;
  return started ?? loadBanners(language);
}
