/**
 * The page's entry. What index.html holds paints first (the page the server rendered, or the
 * loading screen of the app's shell); the app's code runs after that first frame, so a slow phone
 * shows the page at once. The shell preloads the code meanwhile; a rendered page asks for it only
 * once its paint is shown and its first screen's pictures have come (after-first-paint.ts,
 * first-screen-pictures.ts), and for the parts it drew from chunks of their own once it is the
 * app's (src/lib/page-code.ts); the browser's number and date formats are set up meanwhile, in a
 * task of their own before the app's first render (src/lib/warm-up-intl.ts). React, the
 * libraries and the app start in three tasks, each shorter than the one they would make together.
 * site.json (and, on the app's shell, the page's own files) are asked for at once, while the code
 * downloads (early-start.ts).
 */
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { nextTask } from '../lib/next-task.ts';
import { askForPageCode, askForPartsOnceTakenOver } from '../lib/page-code.ts';
import { firstScreenPictures } from '../lib/first-screen-pictures.ts';
import { warmUpIntl } from '../lib/warm-up-intl.ts';
import './early-start.ts';

afterFirstPaint(async () => {
  warmUpIntl(() => document.documentElement.lang || 'en');
  await firstScreenPictures();
  void askForPageCode();
  askForPartsOnceTakenOver();
  await import('react-dom/client');
  await nextTask();
  await import('./start-libraries.ts');
  await nextTask();
  await import('./main.tsx');
});
