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

  it('are measured again as a part comes or goes, and as one resizes', async () => {
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const layout = frame(null);
    const stop = watchStickyInsets();
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--sticky-bottom')).toBe('0px');
    const banner = part(layout, 'aside', 'download-banner', 64);
    await vi.waitFor(() => expect(style.getPropertyValue('--sticky-bottom')).toBe('64px'));
    banner.getBoundingClientRect = () => ({ height: 90 }) as DOMRect;
    resized[0]();
    expect(style.getPropertyValue('--sticky-bottom')).toBe('90px');
    stop();
  });
});
