/**
 * The catalogue's dialogs and toasts wait here until the host that shows them (EffectsHost, a
 * chunk of its own) has loaded, so an effect of the first calls is shown, not lost.
 */
import { apiEffects, type ApiEffect } from '../api/effects.ts';

export type UiEffect = Extract<ApiEffect, { type: 'dialog' | 'toast' }>;

const isUiEffect = (effect: ApiEffect): effect is UiEffect => effect.type === 'dialog' || effect.type === 'toast';

let host: ((effect: UiEffect) => void) | null = null;
const waiting: UiEffect[] = [];

/** Listens from start-up; `needed` is called when an effect arrives before the host is there. */
export function bufferUiEffects(needed: () => void): () => void {
  return apiEffects.subscribe((effect) => {
    if (!isUiEffect(effect)) return;
    if (host) return host(effect);
    waiting.push(effect);
    needed();
  });
}

/** The host shows what waited, then every effect as it comes. */
export function attachEffectsHost(show: (effect: UiEffect) => void): () => void {
  host = show;
  waiting.splice(0).forEach(show);
  return () => {
    if (host === show) host = null;
  };
}
