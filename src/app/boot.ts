/**
 * The page's entry. The skeleton of index.html paints first, and the first calls (site.json, the
 * home banners) start at once. The app's code downloads, all of it together, once the first
 * screen is painted: on the home page once the first promotion and its picture are on screen (or
 * after half a second at most), so on a slow network they do not share it with the code; on other
 * pages once site.json is read. React, the libraries and the app then start in three tasks, each
 * shorter than the one they would make together.
 */
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { fetchAppCode } from './app-code.ts';
import { firstScreenPainted } from './early-start.ts';
import { nextTask } from '../lib/next-task.ts';

afterFirstPaint(async () => {
  await firstScreenPainted;
  fetchAppCode();
  await import('react-dom/client');
  await nextTask();
  await import('./start-libraries.ts');
  await nextTask();
  await import('./main.tsx');
});
