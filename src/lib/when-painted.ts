/**
 * Settles once a picture is on screen: when the browser reports its largest-contentful-paint
 * entry (the moment it was presented, later than the frame that drew it), or, where the browser
 * reports no such paints, after the frame that follows its load. A picture that fails settles at
 * once. Input before the paint stops the browser's reports; callers bound the wait themselves.
 */
import { afterFirstPaint } from './after-first-paint.ts';

interface PaintReports {
  supportedEntryTypes: readonly string[];
  new (callback: (list: { getEntries(): { element?: Element | null }[] }) => void): { observe(options: { type: string; buffered: boolean }): void; disconnect(): void };
}

const browserReports = (): PaintReports | undefined => (typeof PerformanceObserver === 'undefined' ? undefined : (PerformanceObserver as unknown as PaintReports));

export function whenPainted(picture: HTMLImageElement, reports: PaintReports | undefined = browserReports(), afterFrame: (task: () => void) => void = afterFirstPaint): Promise<void> {
  return new Promise<void>((settle) => {
    const observer = reports?.supportedEntryTypes.includes('largest-contentful-paint') ? new reports((list) => list.getEntries().some((entry) => entry.element === picture) && done()) : undefined;
    const done = () => {
      observer?.disconnect();
      settle();
    };
    picture.addEventListener('error', done, { once: true });
    if (observer) observer.observe({ type: 'largest-contentful-paint', buffered: true });
    else picture.addEventListener('load', () => afterFrame(done), { once: true });
  });
}
