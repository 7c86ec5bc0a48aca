// @vitest-environment node
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { fixedHeaderScrollY, isHeaderFixed, isMobileLayout, isWeChatBrowser, mobileBreakpoint } from './device';

const userAgents = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  weChat:
    'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 XWEB/5023 MMWEBSDK/20230303 MMWEBID/1234 MicroMessenger/8.0.34.2340(0x2800225D) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
};

describe('layout constants', () => {
  it('are the spec values', () => {
    expect(mobileBreakpoint).toBe(1200);
    expect(fixedHeaderScrollY).toBe(60);
  });
});

describe('isMobileLayout', () => {
  it('uses the mobile layout below 1200px wide', () => {
    expect(isMobileLayout(1199, userAgents.desktopChrome)).toBe(true);
    expect(isMobileLayout(375, userAgents.android)).toBe(true);
  });

  it('uses the desktop layout from 1200px wide off iOS', () => {
    expect(isMobileLayout(1200, userAgents.desktopChrome)).toBe(false);
    expect(isMobileLayout(1920, userAgents.macSafari)).toBe(false);
    expect(isMobileLayout(1280, userAgents.android)).toBe(false);
  });

  it.each([
    ['iPhone', userAgents.iPhone],
    ['iPad', userAgents.iPad],
    ['iPod', userAgents.iPod],
  ])('uses the mobile layout on an %s at any width', (_device, userAgent) => {
    expect(isMobileLayout(2048, userAgent)).toBe(true);
  });

  it('agrees with the width alone for a desktop browser', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), (width) => {
        expect(isMobileLayout(width, userAgents.desktopChrome)).toBe(width < 1200);
      }),
    );
  });
});

describe('isWeChatBrowser', () => {
  it('recognises the WeChat in-app browser', () => {
    expect(isWeChatBrowser(userAgents.weChat)).toBe(true);
  });

  it('does not take other browsers for WeChat', () => {
    for (const userAgent of [userAgents.desktopChrome, userAgents.iPhone, userAgents.android, '']) {
      expect(isWeChatBrowser(userAgent)).toBe(false);
    }
  });
});

describe('isHeaderFixed', () => {
  it('fixes the header only after more than 60px of scroll', () => {
    expect(isHeaderFixed(0)).toBe(false);
    expect(isHeaderFixed(60)).toBe(false);
    expect(isHeaderFixed(60.5)).toBe(true);
    expect(isHeaderFixed(61)).toBe(true);
  });

  it('is fixed exactly when the scroll is past 60px', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 10000, noNaN: true }), (scrollY) => {
        expect(isHeaderFixed(scrollY)).toBe(scrollY > 60);
      }),
    );
  });
});

describe('configured thresholds', () => {
  it('uses a configured breakpoint instead of 1200', () => {
    expect(isMobileLayout(1000, 'Mozilla/5.0 (X11; Linux x86_64)', 960)).toBe(false);
    expect(isMobileLayout(959, 'Mozilla/5.0 (X11; Linux x86_64)', 960)).toBe(true);
  });

  it('uses a configured scroll threshold instead of 60', () => {
    expect(isHeaderFixed(80, 100)).toBe(false);
    expect(isHeaderFixed(101, 100)).toBe(true);
  });
});
