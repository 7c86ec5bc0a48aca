/**
 * Checks the site-config in full in a worker (config-check.worker.ts); where workers cannot run
 * (or the worker fails to start), on the main thread instead. Either way the answer is the same.
 */
import type { ConfigCheck } from '../config/check-site-config.ts';

const onMainThread = async (text: string): Promise<ConfigCheck> =>
  (await import('../config/check-site-config.ts')).checkSiteConfigText(text);

export function checkSiteConfigOffThread(text: string): Promise<ConfigCheck> {
  if (typeof Worker === 'undefined') return onMainThread(text);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./config-check.worker.ts', import.meta.url), {
        type: 'module',
        name: 'site-config check',
      });
    } catch {
      resolve(onMainThread(text));
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<ConfigCheck>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(onMainThread(text));
    });
    worker.postMessage(text);
  });
}
