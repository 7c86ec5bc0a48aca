/**
 * The page's entry. The skeleton of index.html paints first; the app's code, which index.html
 * preloads meanwhile, runs after that first frame, so a slow phone shows the page at once. React,
 * the libraries and the app start in three tasks, each shorter than the one they would make together. The
 * first calls (site.json, the home banners, another page's files) start at once, while the code
 * downloads; the code runs once the home page's first promotion or another page's intro is painted
 * (or after half a second at most).
 */
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { firstScreenPainted } from './early-start.ts';
import { nextTask } from '../lib/next-task.ts';

afterFirstPaint(async () => {
  await firstScreenPainted;
  await import('react-dom/client');
  await nextTask();
  await import('./start-libraries.ts');
  await nextTask();
  await import('./main.tsx');
});
