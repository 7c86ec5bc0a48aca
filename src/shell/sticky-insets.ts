/**
 * Keeps the page's `--sticky-top` and `--sticky-bottom` at the heights of the parts that stay on
 * screen as it scrolls: the header (sticky past the scroll height) and the download banner
 * (sticky at the bottom). The page's scroll padding is made of them (layout.css), so whatever the
 * browser or `focusInView` scrolls to lands clear of both, at every size and as parts come and go.
 */
const edges = { '--sticky-top': '.layout > .header', '--sticky-bottom': '.layout > .download-banner' } as const;

/** The height of what `selector` finds (0 when nothing), in whole pixels. */
const heightOf = (root: ParentNode, selector: string): number =>
  Math.ceil(root.querySelector(selector)?.getBoundingClientRect().height ?? 0);

/**
 * Sets both insets on `style` from `root` now: both are read before either is written, and only a
 * changed one is written. A property set on the page's root restyles the whole page, so a read
 * after it would make the browser lay the page out again there and then (a long task on a phone).
 */
export function measureStickyInsets(root: ParentNode, style: CSSStyleDeclaration): void {
  const insets = Object.entries(edges).map(([name, selector]) => [name, `${heightOf(root, selector)}px`] as const);
  for (const [name, value] of insets) if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
}

/**
 * Measures whenever a sticky part resizes, appears or goes; returns the stop. A part is measured
 * when the resize observer first reports it, after the browser's own layout, never by making the
 * browser lay the page out early; with no part shown, both insets are 0 at once.
 */
export function watchStickyInsets(root: ParentNode = document, style = document.documentElement.style): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const measure = () => measureStickyInsets(root, style);
  const sizes = new ResizeObserver(measure);
  const observe = () => {
    sizes.disconnect();
    const shown = Object.values(edges).flatMap((selector) => root.querySelector(selector) ?? []);
    for (const part of shown) sizes.observe(part);
    if (shown.length === 0) measure();
  };
  const parts = new MutationObserver(observe);
  const layout = root.querySelector('.layout');
  if (layout) parts.observe(layout, { childList: true });
  observe();
  return () => (sizes.disconnect(), parts.disconnect());
}
