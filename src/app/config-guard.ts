/**
 * Whatever fails while the app starts or runs, the full check of the site-config runs (once per
 * page load) and a file that fails it replaces the app with its list of problems; a file that
 * passes leaves the failure to the log. So a broken site.json ends on the operator page in
 * whichever order checking and starting happen, however the app broke on it.
 */
import type { ConfigCheck, ConfigProblem } from '../config/check-site-config.ts';
import type { LoadedConfigText } from '../config/load-site-config.ts';
import { log } from '../lib/log.ts';

export interface ConfigGuard {
  /** Runs the full check (once) and shows its problems; resolves true when the file passed. */
  check(): Promise<boolean>;
  /** Something failed that the app did not handle: check, then show the problems or log the failure. */
  failed(error: unknown): Promise<void>;
  /** Listens for errors and rejections nothing caught, and checks on the first of them. */
  watch(target: Pick<Window, 'addEventListener'>): void;
}

const checkInFull = async (text: string): Promise<ConfigCheck> =>
  (await import('./check-off-thread.ts')).checkSiteConfigOffThread(text);

export function configGuard(
  loaded: Promise<LoadedConfigText>,
  show: (failed: { problems: ConfigProblem[]; warnings?: ConfigProblem[] }) => void | Promise<void>,
  checkText: (text: string) => Promise<ConfigCheck> = checkInFull,
): ConfigGuard {
  let verdict: Promise<boolean> | null = null;
  const judge = async (): Promise<boolean> => {
    const file = await loaded;
    const check = file.ok ? await checkText(file.text) : file;
    if (!check.ok) await show(check);
    return check.ok;
  };
  const check = () =>
    (verdict ??= judge().catch((error: unknown) => {
      log.error('The site-config could not be checked', error);
      return true;
    }));
  return {
    check,
    failed: async (error) => {
      if (await check()) log.error('The app failed to start', error);
    },
    watch: (target) => {
      target.addEventListener('error', () => void check());
      target.addEventListener('unhandledrejection', () => void check());
    },
  };
}
