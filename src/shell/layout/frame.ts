/**
 * The layout rules of spec section 4 ("App mode and layout") as pure functions: which parts of the
 * page frame show, and where a WeChat browser is sent.
 */
import type { PageId } from '../../config/page-ids.ts';
import { isWeChatBrowser } from '../../lib/device.ts';

export interface FrameParts {
  header: boolean;
  footer: boolean;
  downloadBanner: boolean;
}

export interface FrameInput {
  /** The page the address shows (undefined: none, the not-found page). */
  page: PageId | undefined;
  /** Opened inside the phone app (from=app, or the source cookie). */
  appMode: boolean;
  /** The `download` switch of the site-config. */
  downloadSwitchOn: boolean;
  /** The visitor closed the download banner once. */
  downloadBannerClosed: boolean;
}

/** The app shows its own chrome, and the download page needs no invitation to download. */
export function frameParts({ page, appMode, downloadSwitchOn, downloadBannerClosed }: FrameInput): FrameParts {
  const onDownload = page === 'download';
  return {
    header: !appMode,
    footer: !appMode && !onDownload,
    downloadBanner: downloadSwitchOn && !appMode && !onDownload && !downloadBannerClosed,
  };
}

/** WeChat's in-app browser cannot install apps from links, so it gets the download page (QR codes). */
export function sendsToDownload(page: PageId | undefined, userAgent: string, downloadRouted: boolean): boolean {
  return downloadRouted && isWeChatBrowser(userAgent) && page !== 'download';
}
