/**
 * The page's entry. The skeleton of index.html paints first; the app's code, which index.html
 * preloads meanwhile, runs after that first frame, so a slow phone shows the page at once.
 */
import { afterFirstPaint } from '../lib/after-first-paint.ts';

afterFirstPaint(() => void import('./main.tsx'));
