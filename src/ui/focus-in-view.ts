/**
 * The one way the app moves focus somewhere the customer may not be looking (a refused field, a
 * form's refusal, an outcome, a page's heading, a dialog's opener): the element takes focus
 * without the browser's own scroll, then is scrolled wholly into view. The scroll keeps clear of
 * the sticky header and download banner: the page's `scroll-padding` is their measured heights
 * (`src/shell/sticky-insets.ts`), which `scrollIntoView` honours.
 */

/** Focuses `element` and brings it into view clear of the sticky parts (`center`: in the middle of what is left). */
export function focusInView(element: HTMLElement, block: ScrollLogicalPosition = 'center'): void {
  element.focus({ preventScroll: true });
  // eslint-disable-next-line no-restricted-syntax -- the one scroll that follows a focus
  element.scrollIntoView?.({ block, inline: 'nearest' });
}

/** A ref for an element that takes focus as it appears (an outcome's heading or status: give it tabIndex -1). */
export function takeFocus(element: HTMLElement | null): void {
  if (element) focusInView(element);
}
