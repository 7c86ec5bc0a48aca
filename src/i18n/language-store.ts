/**
 * The current language: from the `lang` query, else the language cookie, else the configured
 * default (spec section 5). Switching saves the cookie and sets <html lang>.
 */
import Cookies from 'js-cookie';
import { use, useSyncExternalStore } from 'react';
import { cookieAttributes, cookieNames } from '../lib/cookie-names.ts';
import { normaliseLanguage, resolveLanguage, type Language } from '../lib/language.ts';
import { brand, siteConfig } from '../config/site-config.ts';
import { loadMessages } from './catalogs.ts';
import type { Messages } from './message-catalog.ts';

interface LanguageState {
  language: Language;
  /** Grows as page areas load: a language's messages never change once loaded. */
  messages: Messages;
  /** The page areas whose messages are loaded (see catalogs.ts). */
  areas: readonly string[];
}

let state: LanguageState | null = null;
/** Loads of message areas, by language and the areas asked for, so a waiting part reads one promise. */
const asked = new Map<string, Promise<void>>();
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

/**
 * The language a page is rendered in on the server, with all its messages: set before each
 * render, which runs to its end before another request's can start.
 */
export function renderIn(language: Language, messages: Messages, areas: readonly string[]): void {
  state = { language, messages, areas };
}

/** Marks a promise settled the way React's `use` reads it: a render from then on does not wait. */
const settled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled', value: undefined });

/**
 * Loads page areas into the current language's messages. The same promise for the same areas in
 * the same language every time, marked settled once they are loaded, for `use`; a load that
 * failed is tried again on the next ask.
 */
export function loadMessageAreas(areas: readonly string[]): Promise<void> {
  const current = snapshot();
  const key = `${current.language}:${areas.join(',')}`;
  const missing = areas.filter((area) => !current.areas.includes(area));
  let load = asked.get(key);
  if (!load) {
    load = missing.length
      ? loadMessages(current.language, missing).then((messages) => {
          const latest = snapshot();
          if (latest.language === current.language) {
            // Added to the messages react-intl already holds, with no news for the store's readers: only
            // the page waiting on them needs them, and React draws it in slices once this promise
            // settles. Telling every reader would draw the whole app again at once, one long task.
            Object.assign(latest.messages, messages);
            latest.areas = [...latest.areas, ...missing];
          }
          settled(load!);
        })
      : settled(Promise.resolve());
    load.catch(() => asked.delete(key));
    asked.set(key, load);
  }
  return load;
}

/**
 * Suspends the calling part until its message areas are loaded. It calls `use` on every render,
 * loaded or not, with the same promise: React replays a render that waited here from this call
 * when the areas come at once, and a replay that skipped it would meet the caller's later hooks
 * with no slots of their own (React error 467).
 */
export function useMessageAreas(areas: readonly string[]): void {
  // Drawn again in a language switched to, to ask for the areas in it.
  useLanguageState();
  use(loadMessageAreas(areas));
}

/**
 * The start-up language: the `lang` query if supported, else the cookie, else the browser's first
 * supported language, else the configured default; the page renderer decides the same way
 * (src/server/page-language.ts), and a page it rendered keeps the language it was rendered in.
 */
export function startupLanguage(): Language {
  const browser = navigator.languages.map(normaliseLanguage).find(Boolean);
  return resolveLanguage(
    { query: new URLSearchParams(location.search).get('lang'), stored: Cookies.get(cookieName()) },
    browser ?? siteConfig().languages.default,
  );
}

/** Picks the start-up language (a supported `lang` query is remembered), or the one the page was rendered in, and loads its messages. */
export async function startLanguage(rendered?: Language): Promise<void> {
  const fromQuery = normaliseLanguage(new URLSearchParams(location.search).get('lang'));
  if (fromQuery) remember(fromQuery);
  await apply(rendered ?? startupLanguage());
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

export const useLanguageState = (): LanguageState => useSyncExternalStore(subscribe, snapshot, snapshot);
/** The current language; before its messages have loaded, the one start-up is loading. */
export const currentLanguage = (): Language => state?.language ?? startupLanguage();
