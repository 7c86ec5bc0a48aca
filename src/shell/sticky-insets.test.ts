// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { measureStickyInsets, watchStickyInsets } from './sticky-insets.ts';

const part = (parent: Element, tag: string, className: string, height: number) => {
  const element = parent.appendChild(document.createElement(tag));
  element.className = className;
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  return element;
};

const frame = (bannerHeight: number | null) => {
  const layout = part(document.body, 'div', 'layout', 2000);
  part(layout, 'header', 'header', 127.5);
  part(layout, 'main', 'layout__main', 1800);
  if (bannerHeight !== null) part(layout, 'aside', 'download-banner', bannerHeight);
  return layout;
};

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('the sticky parts as the page scroll padding', () => {
  it('are the header and the download banner, in whole pixels', () => {
    frame(57);
    measureStickyInsets(document, document.documentElement.style);
    expect(document.documentElement.style.getPropertyValue('--sticky-top')).toBe('128px');
    expect(document.documentElement.style.getPropertyValue('--sticky-bottom')).toBe('57px');
  });

  it('count nothing for a part that is not shown (the banner closed, the app mode header)', () => {
    frame(null);
    measureStickyInsets(document, document.documentElement.style);
    expect(document.documentElement.style.getPropertyValue('--sticky-bottom')).toBe('0px');
  });

  it('writes only an inset that changed, after reading both', () => {
    frame(57);
    const style = document.documentElement.style;
    measureStickyInsets(document, style);
    const written: string[] = [];
    const setProperty = vi.spyOn(style, 'setProperty').mockImplementation((name) => void written.push(name));
    document.querySelector<HTMLElement>('.download-banner')!.getBoundingClientRect = () => ({ height: 40 }) as DOMRect;
    measureStickyInsets(document, style);
    expect(written).toEqual(['--sticky-bottom']);
    setProperty.mockRestore();
  });

  it('are measured as the resize observer reports a part (after the browser laid it out), and again as a part comes or goes', async () => {
    // As a browser's: an observed part is reported once after the next layout, then at each resize.
    const observers: { report: () => void; observed: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly entry: { report: () => void; observed: Element[] };
        constructor(callback: () => void) {
          this.entry = { report: callback, observed: [] };
          observers.push(this.entry);
        }
        observe(part: Element) {
          this.entry.observed.push(part);
          queueMicrotask(this.entry.report);
        }
        disconnect() {
          this.entry.observed = [];
        }
      },
    );
    const layout = frame(null);
    const headerRead = vi.spyOn(layout.querySelector('.header')!, 'getBoundingClientRect');
    const style = document.documentElement.style;
    const stop = watchStickyInsets();
    expect(headerRead).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(style.getPropertyValue('--sticky-top')).toBe('128px'));
    expect(style.getPropertyValue('--sticky-bottom')).toBe('0px');
    const banner = part(layout, 'aside', 'download-banner', 64);
    await vi.waitFor(() => expect(style.getPropertyValue('--sticky-bottom')).toBe('64px'));
    banner.getBoundingClientRect = () => ({ height: 90 }) as DOMRect;
    observers[0].report();
    expect(style.getPropertyValue('--sticky-bottom')).toBe('90px');
    banner.remove();
    await vi.waitFor(() => expect(style.getPropertyValue('--sticky-bottom')).toBe('0px'));
    stop();
  });

  it('are both 0 at once when no sticky part is shown', () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    document.body.appendChild(document.createElement('div')).className = 'layout';
    const stop = watchStickyInsets();
    expect(document.documentElement.style.getPropertyValue('--sticky-top')).toBe('0px');
    expect(document.documentElement.style.getPropertyValue('--sticky-bottom')).toBe('0px');
    stop();
  });
});
