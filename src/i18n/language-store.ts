/**
 * The current language: from the `lang` query, else the language cookie, else the configured
 * default (spec section 5). Switching saves the cookie and sets <html lang>.
 */
import Cookies from 'js-cookie';
import { use, useSyncExternalStore } from 'react';
import { cookieAttributes, cookieNames } from '../lib/cookie-names.ts';
import { normaliseLanguage, resolveLanguage, type Language } from '../lib/language.ts';
import { brand, siteConfig } from '../config/site-config.ts';
import { loadMessages, type Messages } from './catalogs.ts';

interface LanguageState {
  language: Language;
  /** Grows as page areas load: a language's messages never change once loaded. */
  messages: Messages;
  /** The page areas whose messages are loaded (see catalogs.ts). */
  areas: readonly string[];
}

let state: LanguageState | null = null;
/** Loads under way, by language and area, so a suspended page waits on one promise. */
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

const cookieName = () => cookieNames(brand().cookiePrefix).lang;

function remember(language: Language) {
  const a = cookieAttributes(location.hostname, location.protocol);
  Cookies.set(cookieName(), language, {
    path: a.path,
    sameSite: a.sameSite,
    secure: a.secure,
    ...(a.domain ? { domain: a.domain } : {}),
    expires: 365,
  });
}

async function apply(language: Language): Promise<void> {
  const areas = state?.areas ?? [];
  const messages = await loadMessages(language, areas);
  state = { language, messages, areas };
  document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

/**
 * Installs a language whose messages are already at hand, with the page areas they hold, unless
 * one is already there: for component tests, which render parts of the app without its start-up.
 */
export function installLanguage(language: Language, messages: Messages, areas: readonly string[]): void {
  // A language already started or installed stays.
  if (state) return;
  state = { language, messages, areas };
  listeners.forEach((listener) => listener());
}

/** Loads page areas into the current language's messages (nothing when they are loaded). */
export function loadMessageAreas(areas: readonly string[]): Promise<void> | null {
  const current = snapshot();
  const missing = areas.filter((area) => !current.areas.includes(area));
  if (missing.length === 0) return null;
  const key = `${current.language}:${missing.join(',')}`;
  let load = pending.get(key);
  if (!load) {
    load = loadMessages(current.language, missing).then((messages) => {
      const latest = snapshot();
      if (latest.language === current.language) {
        // Added to the messages react-intl already holds, with no news for the store's readers: only
        // the page waiting on them needs them, and React draws it in slices once this promise
        // settles. Telling every reader would draw the whole app again at once, one long task.
        Object.assign(latest.messages, messages);
        latest.areas = [...latest.areas, ...missing];
      }
      pending.delete(key);
    });
    pending.set(key, load);
  }
  return load;
}

/** Suspends the calling page until its own message areas are loaded. */
export function useMessageAreas(areas: readonly string[]): void {
  const { areas: loaded } = useLanguageState();
  const load = areas.every((area) => loaded.includes(area)) ? null : loadMessageAreas(areas);
  if (load) use(load);
}

/** The start-up language: the `lang` query if supported, else the cookie, else the configured default. */
export function startupLanguage(): Language {
  return resolveLanguage(
    { query: new URLSearchParams(location.search).get('lang'), stored: Cookies.get(cookieName()) },
    siteConfig().languages.default,
  );
}

/** Picks the start-up language (a supported `lang` query is remembered) and loads its messages. */
export async function startLanguage(): Promise<void> {
  const fromQuery = normaliseLanguage(new URLSearchParams(location.search).get('lang'));
  if (fromQuery) remember(fromQuery);
  await apply(startupLanguage());
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
/** The current language; before its messages have loaded, the one start-up is loading. */
export const currentLanguage = (): Language => state?.language ?? startupLanguage();
