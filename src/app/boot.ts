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

// The browser readies its number formatting on first use: one long task on a slow phone (about
// 70 ms at a quarter of a laptop's speed). Asked for in a task of its own once this one has sent the
// first calls, it is done while they and the app's code are on their way, rather than inside the
// app's first render.
setTimeout(() => new Intl.NumberFormat().format(0), 0);

afterFirstPaint(async () => {
  await firstScreenPainted;
  await import('react-dom/client');
  await nextTask();
  await import('./start-libraries.ts');
  await nextTask();
  await import('./main.tsx');
});
