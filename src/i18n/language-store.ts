/**
 * The current language: from the `lang` query, else the language cookie, else the configured
 * default (spec section 5). Switching saves the cookie and sets <html lang>.
 */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import { cookieAttributes, cookieNames } from '../lib/cookie-names.ts';
import { normaliseLanguage, type Language } from '../lib/language.ts';
import { brand, siteConfig } from '../config/site-config.ts';
import { loadMessages, type Messages } from './catalogs.ts';

interface LanguageState {
  language: Language;
  messages: Messages;
}

let state: LanguageState | null = null;
const listeners = new Set<() => void>();

const cookieName = () => cookieNames(brand().cookiePrefix).lang;

function remember(language: Language) {
  const a = cookieAttributes(location.hostname, location.protocol);
  Cookies.set(cookieName(), language, { path: a.path, sameSite: a.sameSite, secure: a.secure, ...(a.domain ? { domain: a.domain } : {}), expires: 365 });
}

async function apply(language: Language): Promise<void> {
  const messages = await loadMessages(language);
  state = { language, messages };
  document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

/** Picks the start-up language and loads its messages. */
export async function startLanguage(): Promise<void> {
  const query = new URLSearchParams(location.search).get('lang');
  const stored = Cookies.get(cookieName()) ?? null;
  const fromQuery = normaliseLanguage(query);
  if (fromQuery) remember(fromQuery);
  await apply(fromQuery ?? normaliseLanguage(stored) ?? siteConfig().languages.default);
}

export async function setLanguage(language: Language): Promise<void> {
  remember(language);
  await apply(language);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function snapshot(): LanguageState {
  if (!state) throw new Error('The language is read before start-up loaded it');
  return state;
}

export const useLanguageState = (): LanguageState => useSyncExternalStore(subscribe, snapshot);
export const currentLanguage = (): Language => snapshot().language;
