/** Layout rules of spec section 4 ("App mode and layout"), as pure functions of what the browser reports. */

/** Below this width (px) the mobile layout applies. */
export const mobileBreakpoint = 1200;
/** Past this scroll (px) the header is fixed. */
export const fixedHeaderScrollY = 60;

// An iPad that reports a desktop Macintosh user agent can only be told apart by touch support,
// which a user agent string does not carry; such an iPad gets the layout its width gives it.
const iosDevice = /iPhone|iPad|iPod/;

/** The mobile layout applies below the breakpoint (1200px unless configured), or on iOS at any width. */
export function isMobileLayout(width: number, userAgent: string, breakpoint = mobileBreakpoint): boolean {
  return width < breakpoint || iosDevice.test(userAgent);
}

/** WeChat's in-app browser, which is sent to /download. */
export function isWeChatBrowser(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

/** The header is fixed once the page has scrolled further than the threshold (60px unless configured). */
export function isHeaderFixed(scrollY: number, threshold = fixedHeaderScrollY): boolean {
  return scrollY > threshold;
}
