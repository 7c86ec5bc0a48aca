// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { frameParts, sendsToDownload } from './frame.ts';

const web = { page: 'home' as const, appMode: false, downloadSwitchOn: true, downloadBannerClosed: false };
const weChat =
  'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.34.2340 WeChat/arm64';
const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';

describe('frameParts', () => {
  it('shows header, footer and download banner on an ordinary page', () => {
    expect(frameParts(web)).toEqual({ header: true, footer: true, downloadBanner: true });
  });

  it('hides header, footer and download banner in app mode', () => {
    expect(frameParts({ ...web, appMode: true })).toEqual({ header: false, footer: false, downloadBanner: false });
  });

  it('hides the footer and the download banner on the download page', () => {
    expect(frameParts({ ...web, page: 'download' })).toEqual({
      header: true,
      footer: false,
      downloadBanner: false,
    });
    expect(frameParts({ ...web, page: undefined }).footer).toBe(true);
  });

  it('keeps the download banner away when its switch is off or the visitor closed it', () => {
    expect(frameParts({ ...web, downloadSwitchOn: false }).downloadBanner).toBe(false);
    expect(frameParts({ ...web, downloadBannerClosed: true }).downloadBanner).toBe(false);
  });
});

describe('sendsToDownload', () => {
  it('sends a WeChat browser to the download page from any other page', () => {
    expect(sendsToDownload('home', weChat, true)).toBe(true);
    expect(sendsToDownload('about', weChat, true)).toBe(true);
    expect(sendsToDownload(undefined, weChat, true)).toBe(true);
  });

  it('leaves WeChat on the download page, other browsers anywhere, and does nothing when it is not routed', () => {
    expect(sendsToDownload('download', weChat, true)).toBe(false);
    expect(sendsToDownload('home', desktop, true)).toBe(false);
    expect(sendsToDownload('home', weChat, false)).toBe(false);
  });
});
