/** Fetches site.json (served beside index.html) at start-up and checks it. */
import { checkSiteConfigText, type ConfigCheck } from './check-site-config.ts';

export async function loadSiteConfig(check: (text: string) => ConfigCheck = checkSiteConfigText, url = '/site.json'): Promise<ConfigCheck> {
  let text: string;
  try {
    // index.html preloads /site.json with the same request; the server's no-cache keeps it fresh.
    const response = await fetch(url);
    if (!response.ok) return { ok: false, problems: [{ path: '(file)', message: `${url} could not be loaded (HTTP ${response.status})` }] };
    text = await response.text();
  } catch {
    return { ok: false, problems: [{ path: '(file)', message: `${url} could not be loaded (no answer)` }] };
  }
  return check(text);
}
