/**
 * Adds a provider's script to the page, asynchronously. It never fails the page: a script that
 * cannot load (a content blocker, no network, a wrong host) is logged once, as a warning, and
 * the promise resolves false; the app carries on without the provider, and nothing retries.
 */
import { log } from '../../lib/log.ts';

/** Resolves true once the script has run, false when it did not load. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.addEventListener('load', () => resolve(true));
    script.addEventListener('error', () => {
      log.warn(`${src} did not load: the page carries on without it`);
      resolve(false);
    });
    document.head.append(script);
  });
}

/** The URL of a file under a provider's host (an absolute URL, or a path on this origin). */
export const underHost = (host: string, path: string): string => `${host.replace(/\/$/, '')}${path}`;
