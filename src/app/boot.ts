/**
 * The page's entry. The skeleton of index.html paints first; the app's code, which index.html
 * preloads meanwhile, runs after that first frame, so a slow phone shows the page at once. React
 * and the app start in two tasks, each shorter than the one they would make together. The
 * first calls (site.json, the home banners) start at once, while the code downloads.
 */
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import './early-start.ts';
import { nextTask } from '../lib/next-task.ts';

afterFirstPaint(async () => {
  await import('react-dom/client');
  await nextTask();
  await import('./main.tsx');
});
