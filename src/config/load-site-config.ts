/** Fetches site.json (served beside index.html) at start-up; the full check is a separate step. */
import type { ConfigProblem } from './config-problem.ts';

export type LoadedConfigText = { ok: true; text: string } | { ok: false; problems: ConfigProblem[] };

export async function fetchSiteConfigText(url = '/site.json'): Promise<LoadedConfigText> {
  try {
    // index.html preloads /site.json with the same request; the server's no-cache keeps it fresh.
    const response = await fetch(url);
    if (!response.ok)
      return {
        ok: false,
        problems: [{ path: '(file)', message: `${url} could not be loaded (HTTP ${response.status})` }],
      };
    return { ok: true, text: await response.text() };
  } catch {
    return { ok: false, problems: [{ path: '(file)', message: `${url} could not be loaded (no answer)` }] };
  }
}
