/**
 * The layout rules of spec section 4 ("App mode and layout") as pure functions: which parts of the
 * page frame show, and where a WeChat browser is sent.
 */
import { isWeChatBrowser } from '../../lib/device.ts';

export const downloadPath = '/download';

export interface FrameParts {
  header: boolean;
  footer: boolean;
  downloadBanner: boolean;
}

export interface FrameInput {
  pathname: string;
  /** Opened inside the phone app (from=app, or the source cookie). */
  appMode: boolean;
  /** The `download` switch of the site-config. */
  downloadSwitchOn: boolean;
  /** The visitor closed the download banner once. */
  downloadBannerClosed: boolean;
}

/** "/download/" and "/download" are the same page. */
const samePath = (pathname: string, path: string) => (pathname.replace(/\/+$/, '') || '/') === path;

/** The app shows its own chrome, and the download page needs no invitation to download. */
export function frameParts({ pathname, appMode, downloadSwitchOn, downloadBannerClosed }: FrameInput): FrameParts {
  const onDownload = samePath(pathname, downloadPath);
  return {
    header: !appMode,
    footer: !appMode && !onDownload,
    downloadBanner: downloadSwitchOn && !appMode && !onDownload && !downloadBannerClosed,
  };
}

/** WeChat's in-app browser cannot install apps from links, so it gets the download page (QR codes). */
export function sendsToDownload(pathname: string, userAgent: string, downloadRouted: boolean): boolean {
  return downloadRouted && isWeChatBrowser(userAgent) && !samePath(pathname, downloadPath);
}
